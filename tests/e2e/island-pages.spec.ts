import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, collectErrors, DESKTOP } from './fixtures'

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

/** A mark on the window: gone after a document navigation, kept through the router's own. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { mark?: number }).mark = 1))
const windowMarked = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1)

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
