import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { UI } from '../../src/shared/site'

/** Public paths plus the pages that are not in the sitemap but must still work. */
export { publicPaths } from '../../src/server/pages/public-paths'
export const EXTRA_PATHS = ['/login', '/forgot-password', '/firebase-test'] as const
/** docs/product.md §2: header and footer are hidden on these routes. */
export const BARE_PATHS = new Set(['/login', '/enroll', '/forgot-password'])

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 390, height: 844 }

/**
 * Waits until React has hydrated the server-rendered page. A router page: the router has taken over its
 * dehydrated data (TanStack deletes `window.$_TSR` then) and the last element of <main> carries a React
 * fiber. An island page (decision 0030): the last element of every island due to hydrate does. Two
 * animation frames let effects run.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((inViewRatio) => {
    const lastIn = (root: Element) => {
      const nodes = root.querySelectorAll('*')
      return nodes[nodes.length - 1] ?? root
    }
    const hydrated = (element: Element) => Object.keys(element).some((k) => k.startsWith('__reactFiber$'))
    // An island page hydrates each island as it comes within a screen of the viewport, or one marked `in-view`
    // once that much of it is on screen (decisions 0031, 0035): wait for those; the rest hydrate when a test
    // scrolls to them (`scrollToIsland`).
    const due = (island: HTMLElement) =>
      [...island.children].some((box) => {
        const rect = box.getBoundingClientRect()
        if (box.getClientRects().length === 0) return false
        if (island.dataset.hydrate !== 'in-view') return rect.bottom >= -innerHeight && rect.top <= 2 * innerHeight
        const shown = Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0)
        return rect.height > 0 && shown / rect.height >= inViewRatio
      })
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
    if (islands.length) return islands.filter(due).every((island) => hydrated(lastIn(island)))
    const w = window as unknown as { $_TSR?: unknown }
    if (w.$_TSR) return false
    const main = document.querySelector('#main')
    return !!main && hydrated(lastIn(main))
  }, UI.islandInViewRatio)
  await afterTwoFrames(page)
}

/** One more animation frame after the next: effects of what React just committed have run by then. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))

/** Whether React has hydrated the island holding `locator` (decision 0030): its elements carry fibers then. */
export const islandHydrated = (locator: Locator) =>
  locator.evaluate((element) => {
    const island = element.closest('[data-island]')
    return (
      !island ||
      [...island.querySelectorAll('*')].some((n) => Object.keys(n).some((k) => k.startsWith('__reactFiber$')))
    )
  })

/**
 * Scrolls to a part of an island page, as a reader would, and waits until the island holding it has hydrated
 * (decision 0031): a test then acts on a working island, not on the server's markup.
 */
export async function scrollToIsland(locator: Locator) {
  await locator.scrollIntoViewIfNeeded()
  await expect.poll(() => islandHydrated(locator)).toBe(true)
  await afterTwoFrames(locator.page())
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** Collects page errors and console errors (hydration mismatches are logged as console errors). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    const text = m.text()
    if (m.type() === 'error') errors.push(`console.error: ${text}`)
    else if (m.type() === 'warning' && /hydrat|did not match|server rendered/i.test(text))
      errors.push(`hydration warning: ${text}`)
  })
  return errors
}

/** Every test fails on an uncaught exception in the page, whatever it was checking. */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.stack ?? e.message))
      await use()
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }
