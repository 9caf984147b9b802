import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup } from './support/google-sign-in'

/**
 * The back office's Alerts page end to end. The suite's server has no SMTP_URL, so a lead's alert is
 * composed and kept ("held") rather than sent: the admin finds it with its text on the page.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function sendContactMessage(page: Page, name: string, subject: string) {
  await gotoHydrated(page, '/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Full Name').fill(name)
  await form.getByLabel('Email').fill(`${name.toLowerCase().replace(/\s+/g, '.')}@example.in`)
  await form.getByLabel('Phone').fill('9876501234')
  await form.getByLabel('Inquiry Type').selectOption('general')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Do you run weekend batches for working people?')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent')).toBeVisible()
}

test('an admin finds the alert kept for a new lead, reads it, and switches to a daily digest', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/admin/alerts')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await signInWithPopup(page, 'admin@example.com', 'Site Admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
  await expect(page.getByText('No mail server is configured (SMTP_URL)')).toBeVisible()

  const suffix = letters()
  const name = `Meera ${suffix}`
  const subject = `Weekend batches ${suffix}`
  await sendContactMessage(page, name, subject)

  await gotoHydrated(page, '/admin/alerts')
  const table = page.getByRole('table', { name: 'Recent e-mails' })
  const mail = table.getByRole('rowgroup').filter({ hasText: subject })
  // The sender may still be composing it when the page loads; the page's poll shows it settle.
  await expect(mail).toContainText('Not sent (no mail server)', { timeout: 20_000 })
  await expect(mail).toContainText('New-lead alert')
  await expect(mail).toContainText('admin@example.com')
  await expect(mail.getByRole('link', { name: /^Inquiry #\d+$/ })).toBeVisible()
  await mail.getByText('Show e-mail').click()
  await expect(mail.locator('pre')).toContainText(name)

  // The state filter is kept in the address: a reload (or a shared link) shows the same e-mails.
  const filters = page.getByRole('group', { name: 'E-mails by state' })
  await filters.getByRole('button', { name: /^Not sent/ }).click()
  await expect(page).toHaveURL(/[?&]state=held(&|$)/)
  await page.reload()
  await expect(filters.getByRole('button', { name: /^Not sent/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(mail).toContainText('Not sent (no mail server)')
  await filters.getByRole('button', { name: 'All' }).click()
  await expect(page).not.toHaveURL(/state=/)
  await expect(mail).toContainText('New-lead alert')

  // On a phone the same e-mail is a card, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(table).toBeHidden()
  await expect(
    page.getByRole('list', { name: 'Recent e-mails' }).getByRole('listitem').filter({ hasText: subject }),
  ).toContainText('Not sent (no mail server)')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.setViewportSize({ width: 1280, height: 900 })

  const choice = page.getByRole('group', { name: 'Your new-lead e-mails' })
  await expect(choice.getByRole('radio', { name: 'Every new inquiry' })).toBeChecked()
  await choice.getByRole('radio', { name: 'A daily digest' }).check()
  await expect(page.getByText('Alert preference saved.')).toBeVisible()
  await page.reload()
  await expect(choice.getByRole('radio', { name: 'A daily digest' })).toBeChecked()

  // Back to the default, so leads stored by other specs still get their alerts composed.
  await choice.getByRole('radio', { name: 'Every new inquiry' }).check()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
})
