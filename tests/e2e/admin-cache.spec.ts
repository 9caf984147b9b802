import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'

/**
 * The back office holds one query cache for all its pages (the /admin layout route): moving between pages
 * shows what was already fetched instead of asking the server again.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

/** Every tRPC procedure the page calls from now on, one entry per procedure per request. */
function recordProcedures(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/trpc/')) return
    calls.push(...decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(','))
  })
  return calls
}

/** Resolves once the page has received the answer to a call of `procedure`. */
const answered = (page: Page, procedure: string) =>
  page.waitForResponse((r) => decodeURIComponent(new URL(r.url()).pathname).includes(procedure))

test('going from Inquiries to My day and back fetches nothing already cached', async ({ page }) => {
  // Without the live stream: a lead another spec stores meanwhile would rightly refetch the table and My day.
  await page.route('**/trpc/admin.live.events**', (route) => route.abort())
  const listed = answered(page, 'admin.inquiries.list')
  await signInAsAdmin(page, '/admin/inquiries', 'Inquiries')
  await listed
  const nav = page.getByRole('navigation', { name: 'Back office' })

  const day = answered(page, 'admin.inquiries.myDay')
  await nav.getByRole('link', { name: /^My day/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  await day

  const calls = recordProcedures(page)
  await nav.getByRole('link', { name: 'Inquiries' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  await nav.getByRole('link', { name: /^My day/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  // Let any refetch the moves would have started reach the network.
  await page.waitForTimeout(1_000)

  const cached = [
    'admin.inquiries.list',
    'admin.inquiries.counts',
    'admin.inquiries.myDay',
    'admin.inquiries.overdueCount',
    'admin.views.list',
  ]
  expect(calls.filter((c) => cached.includes(c))).toEqual([])
})
