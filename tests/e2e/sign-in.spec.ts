import pg from 'pg'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, MOBILE } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup, uniqueEmail } from './support/google-sign-in'

/**
 * Google sign-in end to end: the Firebase web SDK's popup against the real Auth emulator (with an offline
 * stand-in for Google's iframe script), the server verifying its tokens, and the admin guard.
 */
// A popup, the emulator and a token check per step: slower than a page visit on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

const unique = uniqueEmail

async function signIn(page: Page, email: string, displayName: string) {
  await gotoHydrated(page, '/login')
  await signInWithPopup(page, email, displayName)
  await expect(page.getByText('Welcome!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
}

/** The welcome toast sits below the sticky header, where it hides neither the menu nor the account. */
async function expectToastBelowHeader(page: Page) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome!' })
  const header = page.getByRole('banner')
  await expect
    .poll(async () => {
      const [t, h] = await Promise.all([toast.boundingBox(), header.boundingBox()])
      return t && h ? Math.round(t.y - (h.y + h.height)) : -1
    })
    .toBeGreaterThanOrEqual(0)
}

async function inquiryOf(email: string) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query('select full_name, user_id from inquiries where email = $1', [email])).rows[0]
  } finally {
    await client.end()
  }
}

test('a visitor signs in with Google: welcome, header with initials and first name, still there after reload', async ({
  page,
}) => {
  const header = page.getByRole('banner')
  await signIn(page, unique('asha'), 'asha rao')
  await expectToastBelowHeader(page)
  await expect(header.getByTestId('user-first-name')).toHaveText('asha')
  await expect(header.getByText('AS', { exact: true })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Enroll Now' })).toHaveCount(0)
  await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0)

  await page.reload()
  await expect(header.getByTestId('user-first-name')).toHaveText('asha')
})

test('a returning signed-in visitor never sees Enroll Now while the session restores', async ({ page }) => {
  await signIn(page, unique('ravi'), 'Ravi Kumar')
  // Before any script of ours runs beyond the head's hint, Enroll Now is hidden, not shown then removed.
  await page.goto('/courses', { waitUntil: 'commit' })
  await page.waitForSelector('header a[href="/enroll"], header [data-testid="user-first-name"]', { state: 'attached' })
  const shown = await page.evaluate(() => {
    const cta = document.querySelector('header a[href="/enroll"]')
    return cta ? getComputedStyle(cta).visibility : 'gone'
  })
  expect(['hidden', 'gone']).toContain(shown)
  await expect(page.getByRole('banner').getByTestId('user-first-name')).toHaveText('Ravi')
})

test('the enrolment form is prefilled for a signed-in visitor and stores their user id', async ({ page }) => {
  const email = unique('meera')
  await signIn(page, email, 'Meera Nair')
  await gotoHydrated(page, '/enroll')
  const form = page.getByRole('form', { name: 'Enrollment application' })
  await expect(form.getByLabel('Full Name')).toHaveValue('Meera Nair')
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await form.getByLabel('Phone').fill('+91 98765 43210')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: /Submit Application/ }).click()
  await expect(page.getByText('Application Submitted')).toBeVisible()
  const uid = await page.evaluate(() => {
    const db = indexedDB.open('firebaseLocalStorageDb')
    return new Promise<string>((resolve) => {
      db.onsuccess = () => {
        const req = db.result.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll()
        req.onsuccess = () => resolve((req.result[0] as { value: { uid: string } }).value.uid)
      }
    })
  })
  await expect.poll(() => inquiryOf(email)).toMatchObject({ full_name: 'Meera Nair', user_id: uid })
})

test('signing out brings back Enroll Now; in the drawer it also closes the drawer', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await signIn(page, unique('kiran'), 'Kiran')
  // The menu button is free while the welcome toast shows (it used to sit over it for five seconds).
  await expectToastBelowHeader(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await expect(drawer.getByTestId('user-first-name')).toHaveText('Kiran')
  await drawer.getByRole('button', { name: 'Sign out' }).click()
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(drawer.getByRole('link', { name: 'Enroll Now' })).toBeVisible()
})

test.describe('the admin guard', () => {
  test('sends a signed-out visitor to /login, then back to the admin page after an admin signs in', async ({
    page,
  }) => {
    await gotoHydrated(page, '/admin/set-admin')
    await expect(page.getByText('Authentication Required')).toBeVisible()
    await expect(page.getByText('Please log in to access this page.')).toBeVisible()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fset-admin$/)
    await signInWithPopup(page, 'admin@example.com', 'Site Admin')
    await expect(page).toHaveURL(/\/admin\/set-admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible()

    // Admins see the Admin Dashboard link in the site's header.
    await page.getByRole('link', { name: 'View site' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin\/inquiries$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  })

  test('sends a signed-in non-admin home with Access Denied', async ({ page }) => {
    await signIn(page, unique('member'), 'Member Person')
    await gotoHydrated(page, '/admin/inquiries')
    await expect(page.getByText('Access Denied')).toBeVisible()
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('sign-in failures', () => {
  test('closing the popup says the sign-in was canceled', async ({ page }) => {
    test.setTimeout(45_000)
    await gotoHydrated(page, '/login')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await (await popupOpened).close()
    await expect(page.getByText('Sign-in Failed')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('Sign-in was canceled. Please try again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  })

  test('a blocked popup says how to allow it', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null
    })
    await gotoHydrated(page, '/login')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByText('Sign-in Failed')).toBeVisible()
    await expect(
      page.getByText(
        'The sign-in popup was blocked by your browser. Please enable popups for this site and try again.',
      ),
    ).toBeVisible()
  })
})

test('an owner makes someone who signed in an owner, sees it in the audit, and removes them', async ({
  page,
  browser,
}) => {
  // Someone signs in once, in their own browser.
  const memberEmail = unique('colleague')
  const other = await browser.newContext()
  await installGoogleApiStandIn(other)
  await signIn(await other.newPage(), memberEmail, 'New Colleague')
  await other.close()

  await gotoHydrated(page, '/admin/set-admin')
  await signInWithPopup(page, 'admin@example.com', 'Site Admin')
  await expect(page).toHaveURL(/\/admin\/set-admin$/)
  const members = page.getByRole('list', { name: 'Members' })
  await expect(members).toContainText('admin@example.com')

  // An e-mail nobody signed in with waits as an invitation.
  const form = page.getByRole('form', { name: 'Add to the team' })
  const stranger = unique('never-signed-in')
  await form.getByLabel('E-mail').fill(stranger)
  await form.getByLabel('Role').selectOption('Owner')
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(form.getByRole('status')).toContainText('No one has signed in with that e-mail yet')
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(stranger)

  await form.getByLabel('E-mail').fill(memberEmail)
  await form.getByLabel('Role').selectOption('Owner')
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText(`${memberEmail} is now an Owner.`)).toBeVisible()
  await expect(members).toContainText(memberEmail)
  const audit = page.getByRole('list', { name: 'Changes to the team' })
  await expect(audit).toContainText(`Added ${memberEmail} as an Owner by admin@example.com in the back office`)

  await members.getByRole('button', { name: `Remove ${memberEmail} from the team` }).click()
  await members.getByRole('button', { name: 'Confirm remove' }).click()
  await expect(page.getByText('Removed from the team')).toBeVisible()
  await expect(members).not.toContainText(memberEmail)
  await expect(audit).toContainText(`Removed ${memberEmail} from the team`)
})
