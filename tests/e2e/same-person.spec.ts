import { test, expect, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { submitForm, tag } from './support/site-forms'

/**
 * One person across inquiries, end to end: a visitor asks for information and later writes in with the same
 * e-mail in capitals and the phone typed another way, through the site's own forms' procedures (the real
 * intake). The admin sees the repeat marked with the person's count, filters to repeats, and moves from one
 * inquiry to the other in the drawer.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

test('an admin sees that two inquiries are one person and goes from one to the other', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP)
  const t = tag()
  const name = `Meera Person ${t}`
  // A mobile of this test's own: the last ten digits are what ties the two together.
  const mobile = `9${String(Date.now()).slice(-9)}`
  await submitForm(request, 'requestInformation', {
    fullName: name,
    email: `meera.${t}@example.in`,
    phone: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    program: 'data',
  })
  await submitForm(request, 'contact', {
    fullName: name,
    email: `MEERA.${t}@EXAMPLE.IN`,
    phone: `0${mobile}`,
    program: `Fees question ${t}`,
    message: 'What does the data science course cost in instalments?',
  })

  await signInAsAdmin(page, `/admin/inquiries?q=${encodeURIComponent(`meera.${t}`)}`, 'Inquiries')
  const table = page.getByRole('table', { name: 'Inquiries' })
  const rows = table.getByRole('row').filter({ hasText: name })
  await expect(rows).toHaveCount(2)
  // Each row carries the person's count: two inquiries.
  for (const row of await rows.all()) await expect(row).toContainText('2 inquiries from this person')

  // The Person filter keeps both (they are repeats) and is kept in the address.
  await page.getByLabel('Person', { exact: true }).selectOption({ label: 'Wrote more than once' })
  await expect(page).toHaveURL(/repeat=true/)
  await expect(rows).toHaveCount(2)

  // The contact message's drawer lists the information request, which opens in the same drawer.
  await rows.filter({ hasText: 'Contact' }).getByRole('link', { name }).click()
  const drawer = page.getByRole('dialog', { name })
  const also = drawer.getByRole('region', { name: 'Also from this person' })
  await expect(also.getByRole('listitem')).toHaveCount(1)
  await expect(also).toContainText('New')
  await also.getByRole('link', { name: /^Information:/ }).click()
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+\?.*repeat=true/)
  await expect(drawer.getByRole('region', { name: 'Also from this person' }).getByRole('link')).toHaveText(
    /^Contact: Fees question/,
  )
})
