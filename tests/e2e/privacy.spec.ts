import { readFile } from 'node:fs/promises'
import { test, expect, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { submitForm, tag } from './support/site-forms'

/**
 * A person's rights from the back office, end to end: a visitor writes twice through the site's forms, and
 * an admin downloads everything held about them from the inquiry's detail, then erases it with a typed
 * confirmation; the detail, the table and the Privacy page's records show what happened.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

test('an admin exports and then erases a person from the detail', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP)
  const t = tag()
  const name = `Zoya Private ${t}`
  const email = `zoya.${t}@example.in`
  const mobile = `9${String(Date.now()).slice(-9)}`
  await submitForm(request, 'requestInformation', { fullName: name, email, phone: mobile, program: 'data' })
  await submitForm(request, 'contact', {
    fullName: name,
    email,
    phone: `+91 ${mobile}`,
    program: `Privacy question ${t}`,
    message: 'Please tell me what you keep about me.',
  })

  await signInAsAdmin(page, `/admin/inquiries?q=${encodeURIComponent(`zoya.${t}`)}`, 'Inquiries')
  const table = page.getByRole('table', { name: 'Inquiries' })
  const rows = table.getByRole('row').filter({ hasText: name })
  await expect(rows).toHaveCount(2)
  await rows.filter({ hasText: 'Contact' }).getByRole('link', { name }).click()
  const drawer = page.getByRole('dialog', { name })
  const privacy = drawer.getByRole('region', { name: 'Personal data' })
  await expect(privacy).toContainText('Consent')
  await expect(privacy).toContainText('privacy:2025-04-17')

  // Access: one JSON file with both inquiries.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    privacy.getByRole('button', { name: 'Export data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(exported.inquiries).toHaveLength(2)
  expect(exported.inquiries[0].fullName).toBe(name)

  // Erasure asks for the e-mail typed out before it does anything.
  await privacy.getByRole('button', { name: 'Erase personal data…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Erase personal data' })
  // Escape closes the question, not the inquiry under it.
  await expect(confirm.getByLabel(`Type ${email} to confirm`)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(drawer).toBeVisible()
  await privacy.getByRole('button', { name: 'Erase personal data…' }).click()
  const erase = confirm.getByRole('button', { name: 'Erase personal data' })
  await expect(erase).toBeDisabled()
  await confirm.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase())
  await expect(erase).toBeEnabled()
  await erase.click()
  await expect(page.getByText('Personal data erased').first()).toBeVisible()
  await expect(page.getByText('2 inquiries anonymised')).toBeVisible()
  await expect(confirm).toBeHidden()

  // The detail now holds only what is anonymous, and the search finds nobody by the e-mail.
  const erased = page.getByRole('dialog', { name: 'Personal data erased' })
  await expect(erased.getByRole('region', { name: 'Personal data' })).toContainText('was erased')
  await expect(erased).not.toContainText(email)
  await expect(erased.getByRole('list', { name: 'Quick actions' })).toHaveCount(0)
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(`zoya.${t}`)}`)
  await expect(page.getByText(name)).toHaveCount(0)

  // The request is on record, without the person in it.
  await page.goto('/admin/privacy')
  const records = page.getByRole('region', { name: 'Erasure records' })
  await expect(records).toContainText('Back office')
  await expect(records).not.toContainText(email)
})
