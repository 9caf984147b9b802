import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'

// A build of two files: a hashed script with its brotli sibling, and the icon beside the pages.
const script = 'console.log("hydrate")'
let dist: string
let app: FastifyInstance
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-assets-'))
  mkdirSync(join(dist, 'client/assets'), { recursive: true })
  mkdirSync(join(dist, 'client/.vite'), { recursive: true })
  writeFileSync(join(dist, 'client/assets/app-B4x9.js'), script)
  writeFileSync(join(dist, 'client/assets/app-B4x9.js.br'), brotliCompressSync(script))
  writeFileSync(join(dist, 'client/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dist, 'client/.vite/build-notes.json'), '{}')
  app = await testApp({ DIST_DIR: dist })
})
afterAll(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the built files', () => {
  it('answer a hashed script for a year, precompressed, without validators or ranges', async () => {
    const res = await app.inject({ url: '/assets/app-B4x9.js', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^application\/javascript/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers.etag).toBeUndefined()
    expect(res.headers['last-modified']).toBeUndefined()
    expect(res.headers['accept-ranges']).toBeUndefined()
    const plain = await app.inject({ url: '/assets/app-B4x9.js' })
    expect(plain.body).toBe(script)
  })

  it('answer the icon for an hour, with its validators, so a browser can ask whether it changed', async () => {
    const res = await app.inject({ url: '/favicon.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.headers.etag).toBeDefined()
    const again = await app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(res.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it('keep the build folder and unknown assets out of reach', async () => {
    expect((await app.inject({ url: '/.vite/build-notes.json' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/assets/missing-A1.js' })).statusCode).toBe(404)
  })
})
