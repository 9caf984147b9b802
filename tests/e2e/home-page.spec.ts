import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP, MOBILE } from './fixtures'
import { splitPageProxy } from './support/split-page-proxy'
import { escapeRegExp } from './regexp'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { PLACEHOLDER } from '../../src/shared/images'

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

test.describe('the hero on a slow connection', () => {
  test.use({ viewport: MOBILE })

  // Where a slow connection may pause the page: before the carousel (the hero's glow sat at the hero's
  // bottom), inside the figures (each value shows above its label), in the carousel, after the hero.
  const cuts = ['<dd', 'aria-roledescription="carousel"', 'aria-label="2 of', 'aria-labelledby="partners-title"']
  for (const marker of cuts) {
    test(`painted before "${marker}" arrives, nothing shifts when it does`, async ({ page, baseURL }) => {
      const proxy = await splitPageProxy(baseURL!, { path: '/', marker, pauseMs: 2_000 })
      try {
        // The whole document, not its images: on a fresh server they may still be rendering.
        await page.goto(`${proxy.origin}/`, { waitUntil: 'domcontentloaded' })
        const seen = await page.evaluate(async () => {
          const shifts = await new Promise<number[]>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(list.getEntries().map((e) => (e as unknown as { value: number }).value)),
            ).observe({
              type: 'layout-shift',
              buffered: true,
            })
            setTimeout(() => resolve([]), 500)
          })
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
          const paint = performance.getEntriesByName('first-contentful-paint')[0]
          return { shifts, paintedBeforeTheRest: !!paint && paint.startTime < navigation!.responseEnd }
        })
        expect(seen.paintedBeforeTheRest, 'the browser painted the first part on its own').toBe(true)
        expect(seen.shifts).toEqual([])
      } finally {
        await proxy.close()
      }
    })
  }
})

test.describe('the Enrollment Open dot', () => {
  test.use({ viewport: MOBILE })

  /** The ping's timing, read from the dot's own animation; null when it has none. */
  async function pingTiming(page: Page) {
    const ping = page
      .getByRole('link', { name: /Enrollment Open/ })
      .locator('[aria-hidden="true"] > span')
      .first()
    return ping.evaluate((element) => {
      const [animation] = element.getAnimations()
      const timing = animation?.effect?.getComputedTiming()
      return timing
        ? { delay: timing.delay ?? 0, iterations: timing.iterations, endTime: Number(timing.endTime) }
        : null
    })
  }

  // Every ping frame is a frame for the compositor to draw; while the page loads, that takes a core from it.
  test('rests while the page loads, then pings three times and stops within five seconds', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const timing = await pingTiming(page)
    expect(timing?.delay, 'the wait before the first ping').toBeGreaterThanOrEqual(1000)
    expect(timing?.iterations).toBe(3)
    expect(timing?.endTime).toBeLessThanOrEqual(5000)
  })

  test('stays still for a reader who asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await pingTiming(page)).toBeNull()
  })
})
