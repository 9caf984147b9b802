import { expect, type Page } from '@playwright/test'
import { gotoHydrated } from '../fixtures'
import { signInWithPopup } from './google-sign-in'

/**
 * Opens a back-office page as admin@example.com (ADMIN_EMAILS of the suite's server): the guard sends the
 * visitor to sign in and back, where the page's heading shows.
 */
export async function signInAsAdmin(page: Page, path: string, heading: string) {
  await gotoHydrated(page, path)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await signInWithPopup(page, 'admin@example.com', 'Site Admin')
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}
