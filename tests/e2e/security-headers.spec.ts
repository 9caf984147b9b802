import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures'

/**
 * Frames `src` in the page open now, and waits until Chromium refuses it by the policy's frame-ancestors:
 * the frame then shows no page of ours.
 */
async function expectFrameRefused(page: Page, src: string) {
  const refused = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()))
  await page.evaluate((url) => {
    const frame = document.createElement('iframe')
    frame.src = url
    document.body.append(frame)
  }, src)
  await refused
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0)
}

/**
 * The pages' Content-Security-Policy as Chromium enforces it (decision 0033): the policy alone keeps pages
 * out of frames and refuses inline event handlers, with no X-Frame-Options or script-src-attr beside it,
 * and still lets the server's inline styles apply.
 */
test.describe('the pages’ security policy in the browser', () => {
  test('no other site can show a page in a frame', async ({ page, baseURL }) => {
    // localhost and 127.0.0.1 are two origins, both on this machine (a site elsewhere may not frame a local one).
    await page.goto(`${baseURL!.replace('127.0.0.1', 'localhost')}/about`)
    await expectFrameRefused(page, `${baseURL}/courses`)
  })

  test('nor can the site itself', async ({ page }) => {
    await gotoHydrated(page, '/about')
    await expectFrameRefused(page, '/courses')
  })

  test('an event handler written into a page never runs; inline styles apply', async ({ page }) => {
    await gotoHydrated(page, '/courses')
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { handlerRan?: boolean }
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
      )
      // As injected markup would carry it: the image fails to load, and its handler is refused.
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img id="probe" alt="" src="/no-such-image.png" onerror="window.handlerRan = true">' +
          '<div id="boxed" style="width: 123px"></div><style>#boxed { color: rgb(1, 2, 3) }</style>',
      )
      // The attribute's handler, had it been allowed, was added first and so runs before this listener.
      await new Promise((resolve) => document.getElementById('probe')!.addEventListener('error', resolve))
      const directive = await Promise.race([
        violation,
        new Promise<string>((resolve) => setTimeout(() => resolve('no violation reported'), 2000)),
      ])
      const boxed = getComputedStyle(document.getElementById('boxed')!)
      return { ran: w.handlerRan === true, directive, width: boxed.width, color: boxed.color }
    })
    expect(outcome).toEqual({ ran: false, directive: 'script-src-attr', width: '123px', color: 'rgb(1, 2, 3)' })
  })
})
