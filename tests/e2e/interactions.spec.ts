import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP, MOBILE } from './fixtures'
import { NAV_COURSE_CATEGORIES } from '../../src/shared/catalogue/categories'
import { courses } from '../../src/shared/catalogue/courses'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { mentors } from '../../src/shared/catalogue/mentors'
import { derivePackages } from '../../src/shared/pricing'
import { formatRupees } from '../../src/shared/format'
import { PLACEHOLDER } from '../../src/shared/images'
import { SITE } from '../../src/shared/site'

const course1 = courses.find((c) => c.id === 1)!
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// ---------- (1) mobile drawer ----------

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

  test('lists the course categories and featured courses; a chosen link navigates and closes it', async ({ page }) => {
    await gotoHydrated(page, '/about')
    const drawer = await openDrawer(page)
    for (const { value } of NAV_COURSE_CATEGORIES) {
      await expect(
        drawer.locator(`a[href="/courses?category=${value}"]`),
        `drawer link to category ${value}`,
      ).toHaveCount(1)
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

// ---------- (2) desktop navigation ----------

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

// ---------- (3) hero carousel ----------

test.describe('hero carousel', () => {
  test.use({ viewport: DESKTOP })

  function carousel(page: Page) {
    return page.locator('[aria-roledescription="carousel"]')
  }
  /** The slide a sighted user sees: the one not hidden from assistive technology. */
  function currentSlide(page: Page) {
    return carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"]):not([inert])')
  }

  test('has five slides and the dots move to a slide', async ({ page }) => {
    await gotoHydrated(page, '/')
    const slides = carousel(page).locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(5)
    for (const [i, slide] of heroSlides.entries()) {
      await expect(
        slides.nth(i).locator(`a[href="${slide.link}"]`).first(),
        `slide ${i + 1} links to ${slide.link}`,
      ).toHaveCount(1)
    }
    await expect(currentSlide(page)).toHaveCount(1)
    await expect(currentSlide(page)).toContainText(heroSlides[0]!.title)
    await expect(currentSlide(page).getByRole('link').first()).toHaveAttribute('href', heroSlides[0]!.link)

    await carousel(page).getByRole('button', { name: 'Go to slide 3' }).click()
    await expect(currentSlide(page)).toContainText(heroSlides[2]!.title)
    await expect(currentSlide(page)).toContainText(heroSlides[2]!.badge)
    await expect(carousel(page).getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    await expect(carousel(page).getByText(heroSlides[2]!.title, { exact: true })).toBeInViewport()

    await carousel(page).getByRole('button', { name: 'Go to slide 5' }).click()
    await expect(currentSlide(page)).toContainText(heroSlides[4]!.title)
    await expect(currentSlide(page).getByRole('link').first()).toHaveAttribute('href', heroSlides[4]!.link)
  })

  test('autoplays to the next slide after about 5 s', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.mouse.move(0, 0)
    await expect(currentSlide(page)).toContainText(heroSlides[0]!.title)
    await expect(currentSlide(page)).toContainText(heroSlides[1]!.title, { timeout: 8000 })
  })

  test('pauses while hovered', async ({ page }) => {
    await gotoHydrated(page, '/')
    await carousel(page).hover()
    await expect(currentSlide(page)).toContainText(heroSlides[0]!.title)
    // Timing is the subject here: longer than one autoplay interval (5000 ms) plus the transition.
    await page.waitForTimeout(6500)
    await expect(currentSlide(page)).toContainText(heroSlides[0]!.title)
  })
})

// ---------- (4) course card duration dropdown ----------

test('course card Duration dropdown switches to the standard package price', async ({ page }) => {
  await gotoHydrated(page, '/courses')
  const [basic, standard] = derivePackages(course1)
  const card = page.getByRole('heading', { name: course1.title }).locator('xpath=ancestor::*[.//select][1]')
  await expect(card).toContainText(formatRupees(basic!.price))
  const select = card.getByLabel('Duration')
  const sixMonths = await select.locator('option', { hasText: '6 months' }).getAttribute('value')
  await select.selectOption(sixMonths!)
  await expect(card).toContainText(formatRupees(standard!.price))
  await expect(card).toContainText(formatRupees(standard!.originalPrice))
  await expect(card).not.toContainText(formatRupees(basic!.price))
})

// ---------- (5) course detail: package selector and tabs ----------

/** How many times `text` is shown outside the package selector itself (i.e. in the price block). */
function shownOutsideSelector(page: Page, text: string) {
  return page.evaluate((needle) => {
    const main = document.querySelector('#main')!
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    let count = 0
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.includes(needle)) continue
      const el = n.parentElement!
      if (el.closest('[role="radiogroup"], fieldset, [role="radio"], select')) continue
      const label = el.closest('label')
      if (label?.querySelector('input[type="radio"]')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      count++
    }
    return count
  }, text)
}

test('course detail: package selector updates the price, tabs switch by click and ArrowRight', async ({ page }) => {
  await gotoHydrated(page, '/courses/1')
  const [basic, , premium] = derivePackages(course1)
  expect(await shownOutsideSelector(page, formatRupees(basic!.price))).toBeGreaterThan(0)
  expect(await shownOutsideSelector(page, formatRupees(premium!.price))).toBe(0)

  const premiumRadio = page.getByRole('radio', { name: /Premium/ })
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked()
  // The radio cards are labels around visually hidden native radios: a user clicks the card.
  await premiumRadio.locator('xpath=ancestor::label[1]').click()
  await expect(premiumRadio).toBeChecked()
  await expect.poll(() => shownOutsideSelector(page, formatRupees(premium!.price))).toBeGreaterThan(0)
  expect(await shownOutsideSelector(page, formatRupees(basic!.price))).toBe(0)

  // Tabs
  const overview = page.getByRole('tab', { name: 'Overview' })
  const curriculum = page.getByRole('tab', { name: 'Curriculum' })
  const instructors = page.getByRole('tab', { name: 'Instructors' })
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  await curriculum.click()
  await expect(curriculum).toHaveAttribute('aria-selected', 'true')
  await expect(overview).toHaveAttribute('aria-selected', 'false')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toContainText('Beginner')

  // Choosing a module shows its title, duration, description and topics.
  const module = getCurriculum(course1.id)!.levels[0]!.modules[1]!
  const topic = panel.getByText(module.topics[1]!, { exact: true }).filter({ visible: true })
  await expect(topic).toHaveCount(0)
  await panel.getByRole('button', { name: new RegExp(escapeRegExp(module.title)) }).click()
  await expect(topic).toHaveCount(1)
  await expect(panel.getByText(module.description, { exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(panel.getByText(module.duration, { exact: true }).filter({ visible: true }).first()).toBeVisible()

  await curriculum.focus()
  await page.keyboard.press('ArrowRight')
  await expect(instructors).toHaveAttribute('aria-selected', 'true')
  await expect(instructors).toBeFocused()
  await expect(page.getByRole('tabpanel')).toContainText(course1.instructors[0]!.name)
})

test('course without curriculum shows Curriculum Coming Soon', async ({ page }) => {
  const course6 = courses.find((c) => c.id === 6)!
  expect(getCurriculum(course6.id)).toBeUndefined()
  await gotoHydrated(page, '/courses/6')
  await page.getByRole('tab', { name: 'Curriculum' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Curriculum Coming Soon')
})

// ---------- (6) /curriculum ----------

test('/curriculum: tabs of courses without curriculum are disabled; Download Syllabus downloads it', async ({
  page,
}) => {
  await gotoHydrated(page, '/curriculum')
  const labels: Array<[string, number]> = [
    ['Full Stack', 1],
    ['Data Science', 2],
    ['Mobile Dev', 3],
    ['Cloud', 4],
    ['Cybersecurity', 5],
    ['UI/UX', 6],
    ['Digital', 7],
  ]
  for (const [label, id] of labels) {
    const tab = page.getByRole('tab', { name: label, exact: true })
    if (getCurriculum(id)) await expect(tab, `${label} tab`).toBeEnabled()
    else await expect(tab, `${label} tab`).toBeDisabled()
  }

  for (const [label, id] of [
    ['Full Stack', 1],
    ['Data Science', 2],
  ] as const) {
    const course = courses.find((c) => c.id === id)!
    await page.getByRole('tab', { name: label, exact: true }).click()
    await expect(page.getByRole('tabpanel')).toContainText(course.title)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Syllabus' }).click(),
    ])
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).toContain(course.title)
    expect(text).toContain(getCurriculum(course.id)!.levels[0]!.modules[0]!.title)
    expect(download.suggestedFilename()).toMatch(/syllabus/i)
  }
})

// ---------- (7) /mentorship tabs ----------

test('/mentorship tabs switch the mentor list', async ({ page }) => {
  await gotoHydrated(page, '/mentorship')
  const byCategory = (cat: string) => mentors.filter((m) => m.category === cat).map((m) => m.name)
  for (const cat of ['Data Science', 'Software Development', 'UI/UX Design', 'Cloud Computing', 'Cybersecurity']) {
    const tab = page.getByRole('tab', { name: cat, exact: true })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    for (const m of mentors) {
      if (byCategory(cat).includes(m.name)) await expect(panel.getByText(m.name, { exact: true })).toBeVisible()
      else await expect(panel.getByText(m.name, { exact: true })).toHaveCount(0)
    }
    if (byCategory(cat).length === 0) await expect(panel).not.toBeEmpty()
  }
})

// ---------- (8) empty category ----------

test('/courses?category=devops shows No courses found with a link to all courses', async ({ page }) => {
  await gotoHydrated(page, '/courses?category=devops')
  await expect(page.getByText('No courses found')).toBeVisible()
  const main = page.locator('#main')
  await expect(main.locator('a[href="/courses"]').filter({ visible: true }).first()).toBeVisible()
  for (const c of courses) await expect(main.getByRole('heading', { name: c.title })).toHaveCount(0)
})

// ---------- (9) floating contact ----------

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

// ---------- (10) /login ----------

test('/login e-mail sign-in shows the Coming Soon toast', async ({ page }) => {
  await gotoHydrated(page, '/login')
  await page.getByLabel(/email/i).fill('asha@example.com')
  await page.getByLabel(/password/i).fill('secret-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible()
  await expect(page.getByText('Email/password login will be available soon.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

// ---------- (11) /forgot-password ----------

test('/forgot-password shows a confirmation after submit', async ({ page }) => {
  await gotoHydrated(page, '/forgot-password')
  await page.getByLabel(/email/i).fill('asha@example.com')
  const password = page.getByLabel(/password/i)
  if (await password.count()) await password.first().fill('new-secret-password')
  await page.locator('#main').locator('button[type="submit"], input[type="submit"]').first().click()
  await expect(page.getByLabel(/email/i)).toHaveCount(0)
  await expect(page.locator('#main')).toContainText(/check your e-?mail|reset link|asha@example\.com/i)
  await expect(page.locator('#main a[href="/login"]').first()).toBeVisible()
})

// ---------- (12) /enroll ----------

test('/enroll submit button stays disabled until the terms are ticked', async ({ page }) => {
  await gotoHydrated(page, '/enroll')
  const submit = page.getByRole('button', { name: 'Submit Application' })
  const terms = page.getByRole('checkbox', { name: /terms/i })
  await expect(submit).toBeDisabled()
  await terms.check()
  await expect(submit).toBeEnabled()
  await terms.uncheck()
  await expect(submit).toBeDisabled()
})

// ---------- (13) keyboard ----------

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
  for (const href of [
    '/',
    '/courses',
    '/internships',
    '/live-projects',
    '/curriculum',
    '/mentorship',
    '/about',
    '/enroll',
  ]) {
    expect(reached, `Tab reaches the header link ${href}`).toContain(href)
  }

  // Activating the skip link moves to the main content.
  await gotoHydrated(page, '/')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

// ---------- (14) lazy images ----------

test('lazy images load only near the viewport, with 3 srcset widths and width/quality URLs', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  const requested: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/images/')) requested.push(url.pathname + url.search)
  })
  await gotoHydrated(page, '/')

  // Each lazy image shows its blurred placeholder (PLACEHOLDER.width wide) until it nears the viewport.
  const placeholderWidth = `width=${PLACEHOLDER.width}&`
  const far = await page.locator('#main img').evaluateAll((imgs, marker) => {
    const out: Array<{ key: string; top: number }> = []
    for (const img of imgs as HTMLImageElement[]) {
      const src = img.getAttribute('src') ?? ''
      const top = img.getBoundingClientRect().top + window.scrollY
      if (src.includes(marker) && top > window.innerHeight * 2) out.push({ key: src.split('?')[0]!, top })
    }
    return out
  }, placeholderWidth)
  expect(far.length, 'lazy images well below the fold on /').toBeGreaterThan(0)
  const target = far[far.length - 1]!
  const wrapper = page.locator(`#main img[src^="${target.key}?${placeholderWidth}"]`).first().locator('xpath=..')

  // Before: no real image element with a src, and the full-size image was never requested.
  await expect(wrapper.locator('img[srcset]')).toHaveCount(0)
  expect(
    requested.filter((u) => u.startsWith(`${target.key}?`) && !u.includes(placeholderWidth)),
    'full-size requests before scrolling',
  ).toEqual([])

  await wrapper.scrollIntoViewIfNeeded()
  const img = wrapper.locator('img[srcset]')
  await expect(img).toHaveCount(1)
  await expect(img).toHaveAttribute('src', new RegExp(`^${escapeRegExp(target.key)}\\?width=\\d+&quality=\\d+$`))
  await expect(img).not.toHaveAttribute('alt', '')
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { timeout: 10_000 })
    .toBeGreaterThan(0)
  const srcset = (await img.getAttribute('srcset')) ?? ''
  const entries = srcset
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  expect(entries, `srcset: ${srcset}`).toHaveLength(3)
  expect(new Set(entries.map((e) => /\s(\d+)w$/.exec(e)?.[1])).size, `distinct widths in ${srcset}`).toBe(3)
  for (const e of entries) expect(e).toMatch(/^\/images\/\S+\?width=\d+&quality=\d+ \d+w$/)
})
