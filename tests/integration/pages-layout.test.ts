import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { SITE } from '../../src/shared/site'
import { INTERNSHIP_CATEGORIES, NAV_COURSE_CATEGORIES } from '../../src/shared/catalogue/categories'
import { PRIVACY, TERMS } from '../../src/shared/legal'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The visible text of a fragment: tags dropped, entities decoded, whitespace collapsed. */
function text(html: string): string {
  return decode(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function section(html: string, tag: 'header' | 'footer' | 'main'): string {
  const m = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)
  return m ? m[0] : ''
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]))
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function get(path: string) {
  const res = await app.inject(path)
  return { status: res.statusCode, html: res.body }
}

describe('site chrome on the home page', () => {
  it('shows the header links in SPEC order with their labels, New badges and Enroll Now', async () => {
    const { status, html } = await get('/')
    expect(status).toBe(200)
    const header = section(html, 'header')
    expect(header).not.toBe('')
    expect(text(header)).toContain(SITE.name)

    const expected: Array<[string, string]> = [
      ['/', 'Home'],
      ['/courses', 'Courses'],
      ['/internships', 'Internships'],
      ['/live-projects', 'Programs'],
      ['/curriculum', 'Curriculum'],
      ['/mentorship', 'Mentorship'],
      ['/about', 'About'],
    ]
    const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(header)![0]
    const found = [...nav.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]+)/g)]
      .map((m) => [decode(m[1]), m[2].trim()] as [string, string])
      .filter(([href]) => !href.includes('?'))
      .filter(([, label]) => !label.startsWith('All '))
    expect(found).toEqual(expected)

    // The two 'New' badges sit on Curriculum and Mentorship.
    expect(header.match(/>New</g)).toHaveLength(2)
    expect(header).toMatch(/href="\/curriculum"[^>]*>Curriculum<span[^>]*>New<\/span>/)
    expect(header).toMatch(/href="\/mentorship"[^>]*>Mentorship<span[^>]*>New<\/span>/)

    // Signed out: Enroll Now to /enroll.
    expect(header).toMatch(/<a [^>]*href="\/enroll"[^>]*>Enroll Now<\/a>/)
  })

  it('lists the course and internship categories in the header dropdowns', async () => {
    const header = section((await get('/')).html, 'header')
    for (const c of NAV_COURSE_CATEGORIES) {
      expect(header).toContain(`href="/courses?category=${c.value}"`)
      expect(header).toContain(`>${decode(c.label).replace(/&/g, '&amp;')}<`)
    }
    for (const c of INTERNSHIP_CATEGORIES) expect(header).toContain(`href="/internships?category=${c.value}"`)
    expect(header).toMatch(
      /aria-label="Course categories"[^>]*aria-expanded="false"|aria-expanded="false"[^>]*aria-label="Course categories"/,
    )
    expect(header).toMatch(/aria-label="Open menu"/)
  })

  it('sends no mobile drawer: its markup comes with its code, on the first press of the menu button', async () => {
    const { html } = await get('/')
    expect(html).toMatch(/aria-label="Open menu"/)
    expect(html).not.toContain('role="dialog"')
    expect(html).not.toContain('aria-label="Site menu"')
    // The button names the drawer only once it exists (tests/e2e/navigation.spec.ts opens it).
    expect(/<button[^>]*aria-label="Open menu"[^>]*>/.exec(html)?.[0]).not.toContain('aria-controls')
  })

  it('shows the Ahmedabad address, phone, info e-mail, office hours and links in the footer', async () => {
    const { html } = await get('/')
    const footer = section(html, 'footer')
    const footerText = text(footer)
    expect(footerText).toContain('Ahmedabad, Gujarat')
    for (const line of SITE.contact.addressLines) expect(footerText).toContain(line)
    expect(footer).toContain(`href="${SITE.contact.phoneHref}"`)
    expect(footerText).toContain(SITE.contact.phone)
    expect(footer).toContain(`href="${SITE.contact.infoEmailHref}"`)
    expect(footerText).toContain(SITE.contact.infoEmail)
    for (const o of SITE.officeHours) expect(footerText).toContain(`${o.days}${o.hours}`)
    for (const href of ['/about', '/internships', '/live-projects', '/contact', '/terms', '/privacy']) {
      expect(footer).toContain(`href="${href}"`)
    }
    expect(footerText).toContain(`© ${SITE.legalUpdatedIso.slice(0, 4)} ${SITE.name}`)
  })

  it('has a floating contact button with call, WhatsApp and e-mail links on a different number', async () => {
    const { html } = await get('/')
    const fc = SITE.floatingContact
    expect(fc.phoneHref).not.toBe(SITE.contact.phoneHref)
    expect(html).toMatch(/<button [^>]*aria-label="Contact us"[^>]*aria-expanded="false"/)
    const after = html.slice(html.indexOf('</footer>'))
    expect(after).toContain(`href="${fc.phoneHref}"`)
    expect(after).toMatch(new RegExp(`href="${escapeRe(fc.whatsappHref)}" target="_blank" rel="noopener noreferrer"`))
    expect(after).toContain(`href="${fc.emailHref}"`)
    expect(after).not.toContain(`href="${SITE.contact.phoneHref}"`)
  })
})

describe('bare pages without header and footer', () => {
  it('/login: Google button, e-mail form marked coming soon, forgot-password link', async () => {
    const { status, html } = await get('/login')
    expect(status).toBe(200)
    expect(section(html, 'header')).toBe('')
    expect(section(html, 'footer')).toBe('')
    expect(html).not.toContain('aria-label="Contact us"')
    expect(h1s(html)).toEqual(['Welcome back'])
    expect(html).toMatch(
      /<button type="button" data-testid="google-sign-in"[^>]*>[\s\S]*?Continue with Google<\/button>/,
    )
    expect(html).toMatch(/<input [^>]*type="email"[^>]*required/)
    expect(html).toMatch(/<input [^>]*type="password"[^>]*required/)
    expect(text(html)).toContain('Coming soon')
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/)
    expect(html).toMatch(/href="\/forgot-password"[^>]*>Forgot password\?/)
    expect(html).toContain('<title>Sign In | ' + SITE.name + '</title>')
  })

  it('/forgot-password: e-mail and password form, link back to sign-in', async () => {
    const { status, html } = await get('/forgot-password')
    expect(status).toBe(200)
    expect(section(html, 'header')).toBe('')
    expect(section(html, 'footer')).toBe('')
    expect(h1s(html)).toEqual(['Forgot your password?'])
    expect(html).toMatch(/<input [^>]*type="email"[^>]*required/)
    expect(html).toMatch(/<input [^>]*type="password"[^>]*required/)
    expect(html).toContain('href="/login"')
  })
})

describe('not-found page', () => {
  it('answers 404 with the SPEC heading, text, buttons and quick links', async () => {
    const { status, html } = await get('/this-does-not-exist')
    expect(status).toBe(404)
    const main = section(html, 'main')
    expect(h1s(html)).toEqual(['404 Page Not Found'])
    expect(text(main)).toContain(
      "Sorry, we couldn't find the page you're looking for. The page might have been removed or the URL might be incorrect.",
    )
    expect(main).toMatch(/<a [^>]*href="\/"[^>]*>[\s\S]*?Go to Homepage<\/a>/)
    expect(main).toMatch(/<a [^>]*href="\/courses"[^>]*>[\s\S]*?Browse Courses<\/a>/)
    expect(text(main)).toContain('Quick Links')
    const quick = main.slice(main.indexOf('Quick Links'))
    const links = [...quick.matchAll(/<a [^>]*href="([^"]+)"[\s\S]*?<span class="flex[^"]*">([^<]+)/g)].map((m) => [
      m[1],
      m[2],
    ])
    expect(links).toEqual([
      ['/courses', 'Our Courses'],
      ['/internships', 'Internship Programs'],
      ['/curriculum', 'Course Curriculum'],
      ['/live-projects', 'Live Projects'],
      ['/mentorship', 'Mentorship'],
      ['/about', 'About Us'],
    ])
    // Header and footer still frame the page.
    expect(section(html, 'header')).not.toBe('')
    expect(section(html, 'footer')).not.toBe('')
  })
})

describe('small pages', () => {
  it('/about: h1, claims, address, AboutPage JSON-LD and calls to action', async () => {
    const { status, html } = await get('/about')
    expect(status).toBe(200)
    expect(h1s(html)).toEqual([`About ${SITE.name}`])
    const main = text(section(html, 'main'))
    for (const claim of SITE.claims) expect(main).toContain(`${claim.value}`)
    expect(main).toContain(SITE.menteesClaim)
    expect(main).toContain('Ahmedabad')
    expect(main).toContain('What makes us different')
    expect(main).toContain('Placement assistance')
    expect(html).toContain('"@type":"AboutPage"')
    expect(html).toContain(`<title>About Us | ${SITE.name}</title>`)
    expect(html).toContain('<link rel="canonical" href="https://skillforge.test/about"')
    const mainHtml = section(html, 'main')
    expect(mainHtml).toContain('href="/courses"')
    expect(mainHtml).toContain('href="/contact"')
  })

  for (const [path, doc] of [
    ['/terms', TERMS],
    ['/privacy', PRIVACY],
  ] as const) {
    it(`${path}: title, last updated April 17, 2025, contents and every section`, async () => {
      const { status, html } = await get(path)
      expect(status).toBe(200)
      expect(h1s(html)).toEqual([doc.title])
      const main = text(section(html, 'main'))
      expect(main).toContain('Last updated: April 17, 2025')
      for (const s of doc.sections) expect(main).toContain(s.heading)
      // The table of contents links each section anchor that exists on the page.
      const anchors = [...section(html, 'main').matchAll(/<a [^>]*href="#([a-z0-9-]+)"/g)].map((m) => m[1])
      expect(anchors).toHaveLength(doc.sections.length)
      for (const a of anchors) expect(html).toContain(`id="${a}"`)
    })
  }

  it('/firebase-test: diagnostics, auth status settled in the browser, noindex', async () => {
    const { status, html } = await get('/firebase-test')
    expect(status).toBe(200)
    expect(h1s(html)).toEqual(['Firebase Authentication Test'])
    // The server can't know who the browser has signed in: it renders the loading state.
    expect(text(html)).toContain('Authentication status: Checking…')
    expect(text(html)).toContain('checking…')
    expect(text(html)).toContain('Authorised domains')
    expect(html).toContain('<meta name="robots" content="noindex"')
  })

  for (const path of ['/admin/today', '/admin/inquiries', '/admin/reports', '/admin/set-admin', '/admin/access-log']) {
    it(`${path}: the admin guard's spinner until the browser has checked, noindex`, async () => {
      const { status, html } = await get(path)
      expect(status).toBe(200)
      expect(text(section(html, 'main'))).toBe('Verifying credentials...')
      // Nothing of the back office is in the page before the check.
      expect(html).not.toContain('aria-label="Back office"')
      expect(html).toContain('<meta name="robots" content="noindex"')
    })
  }

  it('/login says why Google sign-in is unavailable when it is not configured', async () => {
    // testApp has no Firebase settings, as a server whose local emulator failed to start.
    const main = section((await get('/login')).html, 'main')
    expect(text(main)).toContain('Google sign-in is unavailable.')
    expect(text(main)).toContain('FIREBASE_PROJECT_ID is not set')
    expect(main).toMatch(
      /<button[^>]*disabled=""[^>]*data-testid="google-sign-in"|<button[^>]*data-testid="google-sign-in"[^>]*disabled=""/,
    )
  })

  it('keeps public pages indexable', async () => {
    for (const path of ['/about', '/terms', '/privacy', '/login']) {
      expect((await get(path)).html).not.toContain('name="robots"')
    }
  })
})
