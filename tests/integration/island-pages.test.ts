import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { publicPaths } from '../../src/server/pages/public-paths'

// A build manifest naming both entries: which one a page starts, and with what, is the server's choice.
let dist: string
let app: FastifyInstance
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'island-pages-'))
  mkdirSync(join(dist, 'client/.vite'), { recursive: true })
  writeFileSync(
    join(dist, 'client/.vite/manifest.json'),
    JSON.stringify({
      'src/client/entry-client.tsx': { file: 'assets/entry-client-R1.js', isEntry: true, imports: ['_shared.js'] },
      'src/client/entry-islands.tsx': { file: 'assets/entry-islands-I1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-S1.js' },
    }),
  )
  app = await testApp({ DIST_DIR: dist })
})
afterAll(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, text]) => ({
    attributes: attributes!,
    text: text!,
  }))

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const islandsOf = (html: string) =>
  [
    ...html.matchAll(/<div class="contents" data-island="([a-z-]+)" data-prefix="([^"]+)"(?: data-props="([^"]*)")?>/g),
  ].map(([, name, prefix, props]) => ({
    name: name!,
    prefix: prefix!,
    props: props ? (JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as unknown) : {},
  }))

describe('island pages (decision 0030)', () => {
  it('start the island entry with the page’s settings, and carry no router state', async () => {
    const res = await app.inject({ url: '/courses' })
    expect(res.statusCode).toBe(200)
    const scripts = inlineScripts(res.body)
    const loader = scripts.find((s) => s.text.includes('entry-islands-I1.js'))
    expect(loader).toBeDefined()
    expect(res.body).not.toContain('entry-client-R1.js')
    expect(res.body).not.toContain('$_TSR')
    const config = scripts.find((s) => s.attributes.includes('id="public-config"'))
    expect(config?.attributes).toContain('type="application/json"')
    expect(JSON.parse(config!.text)).toMatchObject({ publicOrigin: 'https://skillforge.test', retentionMonths: 24 })
    // The page's policy lets the loader run, by its hash, as every inline script of a page.
    expect(String(res.headers['content-security-policy'])).toContain(sha256(loader!.text))
  })

  it('mark each island with its name, its own id prefix and its props', async () => {
    const islands = islandsOf((await app.inject({ url: '/courses' })).body)
    expect(islands.map((i) => i.name)).toEqual(
      expect.arrayContaining(['site-header', 'floating-contact', 'course-card']),
    )
    expect(new Set(islands.map((i) => i.prefix)).size).toBe(islands.length)
    const card = islands.find((i) => i.name === 'course-card')!.props as { course: Record<string, unknown> }
    expect(card.course).toMatchObject({ id: 1, title: 'Full Stack Web Development' })
    // Only what the card shows: the course's long texts and instructors stay out of the page.
    expect(card.course).not.toHaveProperty('instructors')
  })

  it('are the public site’s pages; sign-in, enrolment, the sign-in diagnostic and the back office stay the router’s', async () => {
    // Enrolment is in the sitemap too, but a focus page of the router's, without the site's chrome.
    for (const url of publicPaths().filter((path) => path !== '/enroll')) {
      expect((await app.inject({ url })).body, url).toContain('entry-islands-I1.js')
    }
    for (const url of ['/login', '/enroll', '/forgot-password', '/firebase-test', '/admin', '/no-such-page']) {
      const html = (await app.inject({ url })).body
      expect(html, url).toContain('entry-client-R1.js')
      expect(html, url).toContain('$_TSR')
      expect(html, url).not.toContain('data-island=')
    }
  })

  it('keep the address’s package on a course page as the island’s first choice', async () => {
    const islands = islandsOf((await app.inject({ url: '/courses/1?package=premium' })).body)
    expect(islands.find((i) => i.name === 'course-detail')?.props).toMatchObject({ initialPackage: 'premium' })
  })
})
