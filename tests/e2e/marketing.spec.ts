import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsMember } from './support/member-session'

/**
 * Marketing's home is the reports page (issue 29): numbers only. It shows the funnel, the inquiry charts and
 * speed to contact, and asks the server for nothing marketing may not read: a refused request would be a
 * red toast or a broken section on the one page they use.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

test('marketing reads the funnel, the charts and speed to contact, and no request of the page is refused', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInAsMember(page, 'Mira Marketing', 'marketing')
  const refused: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/trpc/') && response.status() >= 400) {
      refused.push(`${url.pathname.slice('/trpc/'.length)} ${response.status()}`)
    }
  })

  await gotoHydrated(page, '/admin/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /^Funnel by / })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Inquiries and speed to contact' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Speed to contact' })).toBeVisible()
  // Each section has its figures (or says there are none), never an error.
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  // Every query of the page and its navigation has answered by now.
  await page.waitForLoadState('networkidle')
  expect(refused).toEqual([])
})
