import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, collectErrors, islandHydrated, scrollToIsland, DESKTOP, MOBILE } from './fixtures'
import { withDatabase } from './support/member-session'
import { uniqueEmail } from './support/google-sign-in'
import { sendRequestInformation } from './support/site-forms'
import { mentors } from '../../src/shared/catalogue/mentors'
import { UI } from '../../src/shared/site'

// Decision 0030: the public site's pages (the four of the JavaScript budget among them) hydrate as islands,
// without the router's client; the same components work inside the router's app when a visitor comes to
// them from one of its pages.

const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )

const loaded = (scripts: string[], chunk: string) => scripts.some((s) => new RegExp(`/${chunk}-[^/]+\\.js$`).test(s))

/** A mark on the window: gone after a document navigation, kept through the router's own. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1))
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1)

/**
 * Holds the script whose address matches `pattern` on the wire, as a slow link would, until the function it
 * answers is called: the page is without that code meanwhile.
 */
async function holdOnTheWire(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.use({ viewport: DESKTOP })

for (const path of ['/', '/courses', '/courses/1', '/mentorship']) {
  test(`${path} hydrates its islands from the island entry, without the router's`, async ({ page }) => {
    const errors = collectErrors(page)
    await gotoHydrated(page, path)
    const scripts = await scriptsLoaded(page)
    expect(scripts.some((s) => /\/entry-islands-[^/]+\.js$/.test(s))).toBe(true)
    expect(scripts.some((s) => /\/entry-client-[^/]+\.js$/.test(s))).toBe(false)
    expect(await page.locator('[data-island]').count()).toBeGreaterThan(1)
    expect(errors).toEqual([])
  })
}

test('a link on an island page loads the next page, which the router hydrates when it is one of its', async ({
  page,
}) => {
  await gotoHydrated(page, '/courses')
  await markWindow(page)
  await page.getByRole('banner').getByRole('link', { name: 'Enroll Now' }).click()
  await expect(page).toHaveURL(/\/enroll$/)
  await gotoHydrated(page, '/enroll')
  expect(await windowMarked(page)).toBe(false)
  expect((await scriptsLoaded(page)).some((s) => /\/entry-client-[^/]+\.js$/.test(s))).toBe(true)
})

test('from a router page, the courses page comes within the app, and its cards work there too', async ({ page }) => {
  // The sign-in diagnostic: a router page with the site's chrome.
  await gotoHydrated(page, '/firebase-test')
  await markWindow(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Courses', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Courses' })).toBeVisible()
  expect(await windowMarked(page)).toBe(true)
  await expect(nav.getByRole('link', { name: 'Courses', exact: true })).toHaveAttribute('aria-current', 'page')

  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Full Stack Web Development' }) })
  const price = await card.locator('[aria-live="polite"]').textContent()
  await card.getByLabel('Duration').selectOption({ index: 2 })
  await expect(card.locator('[aria-live="polite"]')).not.toHaveText(price!)
  await expect(card.getByRole('link', { name: /View Course/ })).toHaveAttribute(
    'href',
    /\/courses\/1\?package=premium$/,
  )
})

test('a button pressed before its island has hydrated is pressed again once it has (decision 0031)', async ({
  page,
}) => {
  const release = await holdOnTheWire(page, /\/assets\/mentorship-booking-[^/]+\.js$/)
  await page.goto('/mentorship')
  await expect.poll(() => islandHydrated(page.getByRole('banner'))).toBe(true)
  const tab = page.getByRole('tab', { name: 'Cloud Computing', exact: true })
  await tab.click()
  expect(await islandHydrated(tab)).toBe(false)
  await expect(tab).toHaveAttribute('aria-selected', 'false')

  release()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  const cloud = mentors.filter((m) => m.category === 'Cloud Computing')[0]!
  await expect(page.getByRole('tabpanel').getByText(cloud.name, { exact: true })).toBeVisible()
})

test.describe('on a phone (decision 0031)', () => {
  test.use({ viewport: MOBILE })

  test('the home page hydrates its far islands as the reader nears them, and loads their code then', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await gotoHydrated(page, '/')
    const card = page.locator('[data-island="course-card"] article').first()
    const form = page.getByRole('form', { name: 'Request information' })
    expect(await islandHydrated(page.getByRole('banner'))).toBe(true)
    expect(await islandHydrated(card)).toBe(false)
    expect(await islandHydrated(form)).toBe(false)
    let scripts = await scriptsLoaded(page)
    expect(loaded(scripts, 'course-card-view')).toBe(false)
    expect(loaded(scripts, 'request-info-form')).toBe(false)

    await scrollToIsland(card)
    expect(await islandHydrated(card)).toBe(true)
    const price = await card.locator('[aria-live="polite"]').textContent()
    await card.getByLabel('Duration').selectOption({ index: 2 })
    await expect(card.locator('[aria-live="polite"]')).not.toHaveText(price!)

    await scrollToIsland(form)
    expect(await islandHydrated(form)).toBe(true)
    scripts = await scriptsLoaded(page)
    expect(loaded(scripts, 'course-card-view')).toBe(true)
    expect(loaded(scripts, 'request-info-form')).toBe(true)
    expect(errors).toEqual([])
  })

  test("the hero's slideshow waits below the first screen until the reader scrolls it into view, then plays (decision 0035)", async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await gotoHydrated(page, '/')
    const slideshow = page.locator('[aria-roledescription="carousel"]')
    const shown = page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    await expect(slideshow).toBeInViewport() // its top edge, at the bottom of the first screen
    await expect(slideshow).not.toBeInViewport({ ratio: UI.islandInViewRatio })
    expect(await islandHydrated(slideshow)).toBe(false)
    expect(loaded(await scriptsLoaded(page), 'hero-carousel')).toBe(false)
    await expect(shown).toHaveAttribute('aria-label', '1 of 5')

    await scrollToIsland(slideshow.getByRole('button', { name: 'Stop automatic slide show' }))
    expect(loaded(await scriptsLoaded(page), 'hero-carousel')).toBe(true)
    await expect(shown).toHaveAttribute('aria-label', '2 of 5', { timeout: 8_000 })
    expect(errors).toEqual([])
  })

  test('a menu tapped before the island entry has even arrived opens once it has, tapped twice or not (decision 0032)', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    // The entry itself is held on the wire: no island code is on the page, only the loader.
    const release = await holdOnTheWire(page, /\/assets\/entry-islands-[^/]+\.js$/)
    const entryAsked = page.waitForRequest(/\/assets\/entry-islands-[^/]+\.js$/)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await entryAsked
    const button = page.getByRole('button', { name: 'Open menu' })
    // Twice: the second tap of an impatient reader must not close what the first opens.
    await button.click()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(await islandHydrated(button)).toBe(false)

    release()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(new URL(page.url()).pathname).toBe('/')
    expect(errors).toEqual([])
  })

  test('a form sent before its island has hydrated is held, then sent by the page, never by the browser', async ({
    page,
  }) => {
    // The form's code is held on the wire, so the reader gets to send it before its island has hydrated.
    const release = await holdOnTheWire(page, /\/assets\/request-info-form-[^/]+\.js$/)
    const navigations: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url())
    })
    await gotoHydrated(page, '/')
    navigations.length = 0
    // Whether the page stopped the button's click, read once the click has gone through the whole page.
    await page.evaluate(() => {
      const w = window as unknown as { clicks: boolean[] }
      w.clicks = []
      window.addEventListener('click', (event) => setTimeout(() => w.clicks.push(event.defaultPrevented)), true)
    })

    const email = uniqueEmail('early')
    const form = page.getByRole('form', { name: 'Request information' })
    await sendRequestInformation(form, { fullName: 'Meera Iyer', email, phone: '+91 98450 12345', program: 'data' })
    await expect.poll(() => page.evaluate(() => (window as unknown as { clicks: boolean[] }).clicks)).toEqual([true])
    expect(await islandHydrated(form)).toBe(false)

    release()
    await expect(page.getByText('Request Submitted')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    expect(new URL(page.url()).search).toBe('')
    expect(navigations).toEqual([])
    const rows = await withDatabase((client) =>
      client.query('select full_name, program from inquiries where email = $1', [email]),
    )
    expect(rows.rows).toEqual([{ full_name: 'Meera Iyer', program: 'data' }])
  })
})
