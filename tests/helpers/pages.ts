import { afterAll, beforeAll, expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from './app'

/**
 * Gives the calling test file an app of its own, built before its tests and closed after them, and
 * returns `page`, which answers a URL's HTML once its status and content type are as expected.
 */
export function servePages(): (url: string, status?: number) => Promise<string> {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => app.close())

  return async function page(url: string, status = 200): Promise<string> {
    const res = await app.inject(url)
    expect(res.statusCode, url).toBe(status)
    expect(res.headers['content-type']).toContain('text/html')
    return res.body
  }
}
