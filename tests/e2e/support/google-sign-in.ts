import type { Page } from '@playwright/test'

/** An e-mail no other test (or earlier run against the same database) has used. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/**
 * Clicks Continue with Google (on /login or behind the admin guard) and signs in through the Auth
 * emulator's popup as a new account. The context needs installGoogleApiStandIn first.
 */
export async function signInWithPopup(page: Page, email: string, displayName: string) {
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await popup.locator('#add-account-button button').click()
  await popup.locator('#email-input').fill(email)
  await popup.locator('#display-name-input').fill(displayName)
  await popup.locator('#sign-in').click()
}
