import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP, MOBILE } from './fixtures'
import { INTERNSHIP_CATEGORIES, NAV_COURSE_CATEGORIES } from '../../src/shared/catalogue/categories'
import { SITE } from '../../src/shared/site'

/** The pages the SPEC's navigation links to, besides the home page. */
const PAGE_LINKS = ['/courses', '/internships', '/live-projects', '/curriculum', '/mentorship', '/about', '/enroll']

test.describe('mobile drawer', () => {
  test.use({ viewport: MOBILE })

  async function openDrawer(page: Page): Promise<Locator> {
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    return drawer
  }

  test('lists every link, the categories and featured courses; a chosen link navigates and closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about')
    // The server sends no drawer; the button names it once it exists.
    await expect(page.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('aria-controls')
    const drawer = await openDrawer(page)
    await expect(drawer).toHaveAttribute('aria-modal', 'true')
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-controls',
      (await drawer.getAttribute('id'))!,
    )
    for (const href of PAGE_LINKS) {
      await expect(drawer.locator(`a[href="${href}"]`).first(), `drawer link to ${href}`).toBeAttached()
    }
    for (const { value } of NAV_COURSE_CATEGORIES) {
      await expect(
        drawer.locator(`a[href="/courses?category=${value}"]`),
        `drawer link to category ${value}`,
      ).toHaveCount(1)
    }
    for (const { value } of INTERNSHIP_CATEGORIES) {
      await expect(drawer.locator(`a[href="/internships?category=${value}"]`)).toHaveCount(1)
    }
    await expect(drawer.locator('a[href="/#featured-courses"]')).toHaveCount(1)

    await drawer.locator('a[href="/courses?category=data"]').click()
    await expect(page).toHaveURL(/\/courses\?category=data$/)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Data Science and Machine Learning' })).toBeVisible()

    const again = await openDrawer(page)
    await again.locator('a[href="/#featured-courses"]').click()
    await expect(page).toHaveURL(/\/#featured-courses$/)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.locator('#featured-courses')).toBeInViewport()
  })

  test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
    await gotoHydrated(page, '/')
    await openDrawer(page)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test('desktop header navigation has the SPEC links, New badges and Enroll Now', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, '/')
  const header = page.getByRole('banner')
  const links: Array<[RegExp, string]> = [
    [/^Home$/, '/'],
    [/^Courses\b/, '/courses'],
    [/^Internships\b/, '/internships'],
    [/^Programs$/, '/live-projects'],
    [/^Curriculum\b/, '/curriculum'],
    [/^Mentorship\b/, '/mentorship'],
    [/^About$/, '/about'],
    [/^Enroll Now$/, '/enroll'],
  ]
  for (const [name, href] of links) {
    const link = header.getByRole('link', { name }).filter({ visible: true })
    await expect(link, `header link ${name}`).toHaveCount(1)
    await expect(link).toHaveAttribute('href', href)
  }
  for (const label of ['Curriculum', 'Mentorship']) {
    const link = header.getByRole('link', { name: new RegExp(`^${label}`) }).filter({ visible: true })
    await expect(link, `'New' badge on ${label}`).toContainText('New')
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
})

test('floating contact button toggles call, WhatsApp and e-mail links', async ({ page }) => {
  await gotoHydrated(page, '/')
  const button = page.getByRole('button', { name: 'Contact us' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  const hrefs = [SITE.floatingContact.phoneHref, SITE.floatingContact.whatsappHref, SITE.floatingContact.emailHref]
  for (const href of hrefs) await expect(page.locator(`a[href="${href}"]`).filter({ visible: true })).toHaveCount(0)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  for (const href of hrefs) await expect(page.locator(`a[href="${href}"]`).filter({ visible: true })).toHaveCount(1)
  await expect(page.locator(`a[href="${SITE.floatingContact.whatsappHref}"]`)).toHaveAttribute('target', '_blank')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  for (const href of hrefs) await expect(page.locator(`a[href="${href}"]`).filter({ visible: true })).toHaveCount(0)
})

test('keyboard: the skip link comes first, then the header links', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await expect(skip).toBeInViewport()

  const reached: string[] = []
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return { inHeader: !!el?.closest('header'), href: el?.getAttribute('href') ?? '' }
    })
    if (info.inHeader && info.href) reached.push(info.href)
  }
  for (const href of ['/', ...PAGE_LINKS]) {
    expect(reached, `Tab reaches the header link ${href}`).toContain(href)
  }

  // Activating the skip link moves to the main content.
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

test("the header's height that toasts sit below is the header's own at phone, tablet and desktop widths", async ({
  page,
}) => {
  await gotoHydrated(page, '/about')
  for (const width of [MOBILE.width, 800, DESKTOP.width]) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const probe = document.createElement('div')
            probe.style.height = 'var(--site-header-height)'
            document.body.append(probe)
            const height = probe.getBoundingClientRect().height
            probe.remove()
            const header = document.querySelector('header')!.getBoundingClientRect()
            return Math.abs(height - header.height) < 1
          }),
        { message: `at ${width} px` },
      )
      .toBe(true)
  }
})
