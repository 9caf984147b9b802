import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures'
import { E2E_PORT } from './e2e-env'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup, uniqueEmail } from './support/google-sign-in'
import { forwardToSite, lanAddress } from './support/port-forward'

/**
 * Local sign-in (the Auth emulator on this machine) works at localhost, 127.0.0.1 and [::1], not only at the
 * one PUBLIC_ORIGIN names (the suite's is 127.0.0.1): people type any of them. Opened at any other address, /login says
 * why sign-in can't work there and where to go instead.
 */
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

async function signInAt(page: Page, origin: string) {
  await gotoHydrated(page, `${origin}/login`)
  await signInWithPopup(page, uniqueEmail('loopback'), 'Loop Back')
  await expect(page.getByText('Welcome!')).toBeVisible()
  await expect(page).toHaveURL(`${origin}/`)
  await expect(page.getByRole('banner').getByTestId('user-first-name')).toHaveText('Loop')
}

for (const name of ['127.0.0.1', 'localhost']) {
  test(`signs in with the emulator at http://${name}`, async ({ page }) => {
    await signInAt(page, `http://${name}:${E2E_PORT}`)
  })
}

async function expectNoSignIn(page: Page, origin: string, reason: string) {
  await gotoHydrated(page, `${origin}/login`)
  await expect(page.getByRole('status')).toHaveText(`Google sign-in is unavailable. ${reason}`)
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
}

test('signs in with the emulator at http://[::1]', async ({ page }) => {
  // The suite's server listens on 127.0.0.1 only: the site is reached at [::1] through a forwarder, as
  // `npm start` forwards it; the emulator forwards its own port (scripts/tcp-forward.mjs).
  const site = await forwardToSite('::1', E2E_PORT)
  test.skip(!site, 'this machine has no IPv6 loopback')
  try {
    await signInAt(page, site!.origin)
  } finally {
    await page.close()
    await site!.close()
  }
})

test('/login from another address says local sign-in works only on this computer, and where', async ({ page }) => {
  const address = lanAddress()
  test.skip(!address, 'this machine has no address but its loopback')
  const site = await forwardToSite(address!, E2E_PORT)
  try {
    await expectNoSignIn(
      page,
      site!.origin,
      `Local sign-in works only on the computer that runs this site. Open http://127.0.0.1:${E2E_PORT}/login there, or set FIREBASE_PROJECT_ID for real Google sign-in.`,
    )
  } finally {
    await page.close()
    await site!.close()
  }
})
