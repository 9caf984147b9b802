import { test, expect, gotoHydrated } from './fixtures'

test('/login e-mail sign-in shows the Coming Soon toast', async ({ page }) => {
  await gotoHydrated(page, '/login')
  await page.getByLabel(/email/i).fill('asha@example.com')
  await page.getByLabel(/password/i).fill('secret-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible()
  await expect(page.getByText('Email/password login will be available soon.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

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
