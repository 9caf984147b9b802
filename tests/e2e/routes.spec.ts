import type { APIRequestContext } from '@playwright/test'
import { test, expect, publicPaths, EXTRA_PATHS, BARE_PATHS, gotoHydrated, collectErrors } from './fixtures'
import { courses } from '../../src/shared/catalogue/courses'
import { internships } from '../../src/shared/catalogue/internships'
import { TERMS, PRIVACY } from '../../src/shared/legal'
import { SITE } from '../../src/shared/site'

const ALL_PATHS = [...publicPaths(), ...EXTRA_PATHS]

/**
 * The h1 of each page. Exact strings where docs/product.md (or the page's brief) fixes them; a pattern where
 * only the subject is fixed. Paths not listed only need exactly one non-empty h1.
 */
const H1: Record<string, string | RegExp> = {
  '/courses': /courses/i,
  '/curriculum': /curriculum/i,
  '/internships': /internship/i,
  '/live-projects': /project/i,
  '/mentorship': /mentorship/i,
  '/contact': 'Contact Us',
  '/enroll': /enrol/i,
  '/terms': TERMS.title,
  '/privacy': PRIVACY.title,
  '/firebase-test': 'Firebase Authentication Test',
  ...Object.fromEntries(courses.map((c) => [`/courses/${c.id}`, c.title])),
  ...Object.fromEntries(internships.map((i) => [`/internships/${i.id}`, i.title])),
}

const NOT_FOUND = [
  { path: '/no-such-page', heading: '404 Page Not Found' },
  { path: '/courses/99', heading: 'Course not found' },
  { path: '/courses/abc', heading: 'Course not found' },
  { path: '/internships/99', heading: 'Internship not found' },
]

// ---------- raw HTML (no JavaScript) ----------

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of tag.matchAll(/([a-zA-Z:_-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
  }
  return out
}

interface Head {
  status: number
  html: string
  titles: string[]
  metas: Record<string, string>[]
  links: Record<string, string>[]
  jsonLd: Array<Record<string, unknown>>
  h1s: string[]
}

function stripTags(s: string) {
  return decode(s.replace(/<!--.*?-->/gs, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

async function fetchHead(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path, { headers: { accept: 'text/html' } })
  const html = await res.text()
  const head = html.split(/<body[\s>]/)[0] ?? ''
  return {
    status: res.status(),
    html,
    titles: [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/g)].map((m) => stripTags(m[1]!)),
    metas: [...head.matchAll(/<meta\b([^>]*)>/g)].map((m) => attrs(m[1]!)),
    links: [...head.matchAll(/<link\b([^>]*)>/g)].map((m) => attrs(m[1]!)),
    jsonLd: [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    h1s: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => stripTags(m[1]!)),
  }
}

const meta = (h: Head, key: string) =>
  h.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? '')

function types(ld: Array<Record<string, unknown>>): string[] {
  return ld.flatMap((d) => (Array.isArray(d['@type']) ? (d['@type'] as string[]) : [String(d['@type'])]))
}

test.describe('server HTML before any JavaScript', () => {
  for (const path of ALL_PATHS) {
    test(`${path}: 200, one h1, title and social tags in the raw HTML`, async ({ request, baseURL }) => {
      const h = await fetchHead(request, path)
      expect(h.status, `status of ${path}`).toBe(200)
      expect(h.h1s, `h1 elements in the raw HTML of ${path}`).toHaveLength(1)
      const expected = H1[path]
      if (typeof expected === 'string') expect(h.h1s[0]).toBe(expected)
      else if (expected) expect(h.h1s[0]).toMatch(expected)
      else expect(h.h1s[0]!.length).toBeGreaterThan(0)

      expect(h.titles, `<title> in ${path}`).toHaveLength(1)
      expect(h.titles[0]!.length).toBeGreaterThan(0)
      if (path === '/') expect(h.titles[0]).toBe(SITE.defaultTitle)
      else expect(h.titles[0]).toContain(SITE.name)

      const description = meta(h, 'description')
      expect(description, `meta description of ${path}`).toHaveLength(1)
      expect(description[0]!.length).toBeGreaterThan(20)

      const canonical = h.links.filter((l) => l.rel === 'canonical').map((l) => l.href)
      expect(canonical, `canonical of ${path}`).toEqual([`${baseURL}${path}`])

      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        const values = meta(h, key)
        expect(values, `${key} on ${path}`).toHaveLength(1)
        expect(values[0]!.length, `${key} on ${path} is not empty`).toBeGreaterThan(0)
      }
      expect(meta(h, 'og:url')[0]).toBe(`${baseURL}${path}`)
      expect(meta(h, 'og:image')[0]).toMatch(/^https?:\/\//)
      expect(meta(h, 'og:title')[0]).toBe(h.titles[0])
    })
  }

  test('titles are unique per page', async ({ request }) => {
    const seen = new Map<string, string>()
    for (const path of ALL_PATHS) {
      const { titles } = await fetchHead(request, path)
      const title = titles[0] ?? ''
      expect(seen.get(title), `title "${title}" of ${path} is also used by ${seen.get(title)}`).toBeUndefined()
      seen.set(title, path)
    }
  })

  test('/ carries EducationalOrganization JSON-LD', async ({ request, baseURL }) => {
    const h = await fetchHead(request, '/')
    expect(types(h.jsonLd)).toContain('EducationalOrganization')
    const org = h.jsonLd.find((d) => types([d]).includes('EducationalOrganization'))!
    expect(org['name']).toBe(SITE.name)
    expect(org['url']).toBe(`${baseURL}/`)
  })

  test('/courses carries an ItemList of Course items priced in INR', async ({ request }) => {
    const h = await fetchHead(request, '/courses')
    const list = h.jsonLd.find((d) => types([d]).includes('ItemList'))
    expect(list, 'ItemList JSON-LD on /courses').toBeTruthy()
    const items = (list!['itemListElement'] as Array<Record<string, unknown>>).map(
      (e) => (e['item'] as Record<string, unknown> | undefined) ?? e,
    )
    expect(items).toHaveLength(courses.length)
    for (const item of items) {
      expect(item['@type']).toBe('Course')
      const offers = (Array.isArray(item['offers']) ? item['offers'][0] : item['offers']) as Record<string, unknown>
      expect(offers['priceCurrency']).toBe('INR')
    }
    expect(h.html).toContain('"priceCurrency":"INR"')
  })

  test('/courses/1 carries Course JSON-LD', async ({ request }) => {
    const h = await fetchHead(request, '/courses/1')
    const course = h.jsonLd.find((d) => types([d]).includes('Course'))
    expect(course, 'Course JSON-LD on /courses/1').toBeTruthy()
    expect(course!['name']).toBe(courses[0]!.title)
  })

  for (const { path, heading } of NOT_FOUND) {
    test(`${path}: 404 with '${heading}'`, async ({ request }) => {
      const h = await fetchHead(request, path)
      expect(h.status).toBe(404)
      expect(h.h1s).toEqual([heading])
      // docs/product.md §2: every route sets a page title, the not-found page included.
      expect(h.titles, `<title> of the 404 page at ${path}`).toHaveLength(1)
      expect(h.titles[0]).toContain(SITE.name)
    })
  }
})

// ---------- in the browser, after hydration ----------

test.describe('pages in the browser', () => {
  for (const path of ALL_PATHS) {
    test(`${path}: hydrates without errors, one h1, head intact, chrome ${BARE_PATHS.has(path) ? 'hidden' : 'shown'}`, async ({
      page,
      baseURL,
    }) => {
      const errors = collectErrors(page)
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(200)

      const h1 = page.locator('h1')
      await expect(h1).toHaveCount(1)
      const expected = H1[path]
      if (expected) await expect(h1).toHaveText(expected)
      else await expect(h1).not.toHaveText('')

      // Hydration must not duplicate or drop head tags.
      await expect(page).toHaveTitle(/\S/)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)

      if (BARE_PATHS.has(path)) {
        await expect(page.getByRole('banner')).toHaveCount(0)
        await expect(page.getByRole('contentinfo')).toHaveCount(0)
      } else {
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
      expect(errors, `console/page errors on ${path}`).toEqual([])
    })
  }

  // Decision 0009: the page's script is requested only once its content has painted; an island page's entry
  // (decision 0030) as much as the router's.
  for (const path of ['/', '/courses/1', '/about']) {
    test(`${path}: the script starts after the first contentful paint, and the page still hydrates`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        script: performance
          .getEntriesByType('resource')
          .find((entry) => /^\/assets\/entry-(client|islands)-[^/]+\.js$/.test(new URL(entry.name).pathname))
          ?.startTime,
      }))
      expect(timing.paint).toBeGreaterThan(0)
      expect(timing.script).toBeGreaterThanOrEqual(timing.paint!)
    })
  }

  for (const { path, heading } of NOT_FOUND) {
    test(`${path}: not-found page in the browser`, async ({ page }) => {
      const errors = collectErrors(page)
      const response = await gotoHydrated(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1')).toHaveText(heading)
      if (path === '/no-such-page') {
        await expect(
          page.getByText(
            "Sorry, we couldn't find the page you're looking for. The page might have been removed or the URL might be incorrect.",
          ),
        ).toBeVisible()
        await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
        await expect(page.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/courses')
        await expect(page.getByText('Quick Links')).toBeVisible()
        const quick: Array<[string, string]> = [
          ['Our Courses', '/courses'],
          ['Internship Programs', '/internships'],
          ['Course Curriculum', '/curriculum'],
          ['Live Projects', '/live-projects'],
          ['Mentorship', '/mentorship'],
          ['About Us', '/about'],
        ]
        const main = page.locator('#main')
        for (const [name, href] of quick) {
          // The link's name starts with the label (a short description may follow).
          await expect(main.getByRole('link', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute('href', href)
        }
      }
      // A 404 document is still the site: the chrome stays.
      await expect(page.getByRole('banner')).toBeVisible()
      // The browser itself logs the 404 response of the document; anything else is an error.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    })
  }

  // Decision 0027: a linked manifest, and the icon it names, were fetched beside the page's first pictures.
  test('the web app manifest is linked once the page hydrates, not in its HTML, and stays after a navigation', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/courses/1')).text()).not.toContain('rel="manifest"')
    const manifest = await request.get('/site.webmanifest')
    expect(manifest.ok()).toBe(true)
    expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThan(0)

    await gotoHydrated(page, '/courses/1')
    const link = page.locator('head link[rel="manifest"]')
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('href', '/site.webmanifest')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^about/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(link).toHaveCount(1)
  })

  test('scroll resets to the top on a route change', async ({ page }) => {
    await gotoHydrated(page, '/')
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await footer.getByRole('link', { name: /about/i }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('h1')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
