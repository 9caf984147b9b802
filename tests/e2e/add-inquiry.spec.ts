import { test, expect, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { submitForm, tag } from './support/site-forms'
import { postLead } from './support/api-callers'

/**
 * "Add inquiry" end to end: a person asked for information on the site; they walk in later and a member
 * types them in. Before saving, the form shows their earlier inquiry; a refused phone keeps everything typed;
 * once added, the toast opens the new lead, which the table lists under the channel "Added by hand". A lead
 * arriving while the form is open is announced where it covers none of the form's buttons.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

test('a member adds a walk-in, sees the earlier inquiry first, and finds it under "Added by hand"', async ({
  page,
  request,
}) => {
  // Sign-in, a lookup, a refusal, the toast, the drawer and the table: longer than one page's check.
  test.setTimeout(60_000)
  await page.setViewportSize(DESKTOP)
  const t = tag()
  const name = `Walkin Person ${t}`
  const email = `walkin.${t}@example.in`
  const mobile = `8${String(Date.now()).slice(-9)}`
  await submitForm(request, 'requestInformation', {
    fullName: name,
    email,
    phone: `+91 ${mobile}`,
    program: 'data',
  })

  await signInAsAdmin(page, '/admin/inquiries', 'Inquiries')
  await expect(page.getByRole('table', { name: 'Inquiries' }).getByRole('link', { name })).toBeVisible()
  await page.getByRole('button', { name: 'Add inquiry' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add inquiry' })
  // The form's code loads on the first click.
  await expect(dialog).toBeVisible({ timeout: 10_000 })
  await expect(dialog.getByLabel('Kind')).toBeFocused()
  await expect(dialog.getByLabel('Source')).toHaveValue('Walk-in')
  await dialog.getByLabel('Full name').fill(name)
  // The e-mail typed another way still finds the person.
  await dialog.getByLabel('E-mail').fill(email.toUpperCase())
  await dialog.getByLabel('Phone').fill('12')
  await dialog.getByLabel('Program').fill('cloud')
  const earlier = dialog.getByRole('status', { name: 'Earlier inquiries from this person' })
  await expect(earlier).toContainText('This person has written before:')
  await expect(earlier.getByRole('link')).toHaveText(`${name} · Information: Data Science and Machine Learning`)
  await dialog.getByLabel('Note').fill('Came to the front desk with a printed brochure.')

  // Refused beside the field, nothing else lost.
  await dialog.getByRole('button', { name: 'Add inquiry' }).click()
  await expect(dialog.getByText('Please enter a valid phone number.')).toBeVisible()
  await expect(dialog.getByLabel('Phone')).toBeFocused()
  await expect(dialog.getByLabel('Full name')).toHaveValue(name)
  await expect(dialog.getByLabel('Note')).toHaveValue('Came to the front desk with a printed brochure.')

  // A lead arriving meanwhile is announced beside the box, not over its buttons.
  await postLead(page.request, `Arriving Lead ${t}`)
  await expect(page.getByRole('listitem').filter({ hasText: `New lead: Arriving Lead ${t}` })).toBeVisible({
    timeout: 10_000,
  })
  await dialog.getByLabel('Phone').fill(`0${mobile}`)
  await dialog.getByRole('button', { name: 'Add inquiry' }).click({ timeout: 5_000 })
  await expect(dialog).toBeHidden()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Inquiry added' })
  await expect(toast).toContainText(`${name} (Walk-in)`)
  // Other leads' toasts (this test's own and other tests') stack over it: the keyboard reaches its button.
  await toast.getByRole('button', { name: 'Open' }).press('Enter')

  const drawer = page.getByRole('dialog', { name })
  await expect(drawer).toContainText('Added by hand')
  await expect(drawer).toContainText('Came to the front desk with a printed brochure.')
  await expect(drawer.getByRole('region', { name: 'Also from this person' }).getByRole('listitem')).toHaveCount(1)
  await page.keyboard.press('Escape')

  await page.getByLabel('Channel', { exact: true }).selectOption({ label: 'Added by hand' })
  await expect(page).toHaveURL(/channel=admin/)
  const rows = page.getByRole('table', { name: 'Inquiries' }).getByRole('row').filter({ hasText: name })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Added by hand')
})
