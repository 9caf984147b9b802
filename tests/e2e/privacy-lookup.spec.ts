import { readFile } from 'node:fs/promises'
import type { Download } from '@playwright/test'
import { test, expect, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { submitForm, tag } from './support/site-forms'

/**
 * A person's request on the Privacy page, by what the admin types: the box's refusal, the export and the
 * mobile linked to it added on purpose, do not contact and back, and erasure confirmed by the same text.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

async function exported(download: Download) {
  return JSON.parse(await readFile((await download.path())!, 'utf8')) as { inquiries: unknown[] }
}

test("an admin acts on a person's request by their e-mail, and adds the mobile linked to it", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP)
  const t = tag()
  const mobile = `8${String(Date.now()).slice(-9)}`
  // Sunita writes twice; Ravi types her mobile into his form.
  const sunita = { fullName: `Sunita Lookup ${t}`, email: `sunita.${t}@example.in`, phone: mobile }
  const ravi = { fullName: `Ravi Lookup ${t}`, email: `ravi.${t}@example.in`, phone: mobile }
  await submitForm(request, 'requestInformation', { ...sunita, program: 'data' })
  await submitForm(request, 'contact', { ...sunita, program: `Fees ${t}`, message: 'What are the fees?' })
  await submitForm(request, 'requestInformation', { ...ravi, program: 'cloud' })

  await signInAsAdmin(page, '/admin/privacy', 'Privacy')
  const form = page.getByRole('form', { name: "A person's request" })
  const box = form.getByLabel('E-mail or mobile number')

  // A box naming nobody says so under it, and takes the focus; typing clears the message.
  await form.getByRole('button', { name: 'Export data' }).click()
  await expect(form).toContainText('Enter an e-mail address or a mobile number.')
  await expect(box).toBeFocused()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await box.fill('12345')
  await expect(form).not.toContainText('Enter an e-mail address or a mobile number.')
  await form.getByRole('button', { name: 'Do not contact' }).click()
  await expect(form).toContainText('Enter an e-mail address or a mobile number.')

  // Enter exports what is held under the e-mail, and names the mobile it shares with others.
  await box.fill(` ${ravi.email.toUpperCase()} `)
  const [first] = await Promise.all([page.waitForEvent('download'), box.press('Enter')])
  expect((await exported(first)).inquiries).toHaveLength(1)
  await expect(page.getByText('Export ready')).toBeVisible()
  const linked = form.getByRole('list', { name: 'Linked, not included' })
  await expect(linked).toContainText(`2 inquiries under another e-mail share this mobile (${mobile}).`)
  await linked.getByRole('button', { name: 'Add this mobile to the request' }).click()
  await expect(form).toContainText(`Also included: ${mobile}`)
  await expect(linked).toBeHidden()
  const [both] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export data' }).click(),
  ])
  expect((await exported(both)).inquiries).toHaveLength(3)

  await form.getByRole('button', { name: 'Do not contact' }).click()
  await expect(page.getByText('Marked do not contact')).toBeVisible()
  await form.getByRole('button', { name: 'Allow contact' }).click()
  await expect(page.getByText('Contact allowed')).toBeVisible()

  // Erasure asks for what was typed, trimmed, in any case; cancelling keeps the box as it was.
  await form.getByRole('button', { name: 'Erase personal data…' }).click()
  const confirm = page.getByRole('dialog', { name: 'Erase personal data' })
  const confirmBox = confirm.getByLabel(`Type ${ravi.email.toUpperCase()} to confirm`)
  await expect(confirmBox).toBeFocused()
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(box).toHaveValue(` ${ravi.email.toUpperCase()} `)
  await expect(form).toContainText(`Also included: ${mobile}`)

  await form.getByRole('button', { name: 'Erase personal data…' }).click()
  const erase = confirm.getByRole('button', { name: 'Erase personal data' })
  await expect(erase).toBeDisabled()
  await confirmBox.fill(ravi.email)
  await expect(erase).toBeEnabled()
  await confirmBox.press('Enter')
  await expect(page.getByText('3 inquiries anonymised')).toBeVisible()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('region', { name: 'Erasure records' })).toContainText('Back office')

  // Typing again starts a new request: nothing added is carried over.
  await box.fill(sunita.email)
  await expect(form).not.toContainText('Also included')
})
