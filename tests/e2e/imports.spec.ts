import { test, expect, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { tag } from './support/site-forms'

/**
 * A spreadsheet imported end to end: an owner uploads an education fair's sheet of 3,000 rows whose course
 * column is not recognised by its header, maps it, reads the rows the check refused, imports the rest with a
 * progress bar, finds the leads in the table under "Imported", and reverts the import.
 */
test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

const ROWS = 3000
/** Every 100th row has an e-mail the site's forms would refuse. */
const INVALID = ROWS / 100

function fairSheet(t: string): Buffer {
  // A mobile prefix of this test's own, so no other spec's people are the same persons.
  const prefix = String(Date.now()).slice(-4)
  const lines = ['Student Name,Email ID,Mobile,Interested Course,City']
  for (let i = 0; i < ROWS; i++) {
    const email = i % 100 === 99 ? `fair.${t}.${i}.at-example.in` : `fair.${t}.${i}@example.in`
    lines.push(`Fair Lead ${t} ${i},${email},+91 7${prefix}${String(i).padStart(5, '0')},Data Science,Pune`)
  }
  return Buffer.from(lines.join('\r\n'), 'utf8')
}

test('an owner imports a fair sheet, fixes its mapping, reads its errors, watches it import, finds and reverts it', async ({
  page,
}) => {
  // Sign-in, an upload, two checks, an import of 3,000 rows and its revert on a shared machine.
  test.setTimeout(120_000)
  await page.setViewportSize(DESKTOP)
  const t = tag()
  const fileName = `fair-${t}.csv`

  await signInAsAdmin(page, '/admin/imports', 'Imports')
  await expect(page.getByText(/Up to 100 MB and 10,00,000 rows./)).toBeVisible()
  await page.getByLabel('Choose a file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: fairSheet(t) })
  await expect(page).toHaveURL(/\/admin\/imports\?id=\d+/, { timeout: 20_000 })
  await expect(page.getByText(fileName)).toBeVisible()

  // "Interested Course" is no header the import knows: the program's column is chosen by hand.
  const columns = page.getByRole('table', { name: 'Columns' })
  await expect(columns).toBeVisible({ timeout: 20_000 })
  await expect(page.getByLabel('Import “Student Name” as')).toHaveValue('fullName')
  await expect(page.getByLabel('Import “Email ID” as')).toHaveValue('email')
  await expect(page.getByLabel('Import “Mobile” as')).toHaveValue('phone')
  await expect(page.getByText('Choose a column for Program')).toBeVisible()
  await page.getByLabel('Import “Interested Course” as').selectOption({ label: 'Program (required)' })
  await page.getByRole('button', { name: 'Check again' }).click()

  // The check's result: the refused rows by line and column, the preview as stored.
  const errors = page.getByRole('table', { name: 'Errors' })
  await expect(errors).toBeVisible({ timeout: 30_000 })
  await expect(errors.getByRole('row')).toHaveCount(INVALID + 1)
  // Line 101 of the file is its 100th data row (the header is line 1).
  await expect(errors.getByRole('row').nth(1)).toContainText('101')
  await expect(errors.getByRole('row').nth(1)).toContainText('Email ID')
  await expect(errors.getByRole('row').nth(1)).toContainText('Please enter a valid email address.')
  await expect(page.getByRole('table', { name: 'Preview' })).toContainText(`Fair Lead ${t} 0`)

  await page.getByLabel('Where these leads came from').fill(`Pune education fair ${t}`)
  await page.getByRole('radio', { name: /gave their details themselves/ }).check()
  await page.getByLabel('The notice they were given').fill('Privacy notice on the fair enquiry slip')
  await page.getByRole('button', { name: `Import ${(ROWS - INVALID).toLocaleString('en-IN')} rows` }).click()

  // The progress bar while it runs (read from the server, so a reload finds it), then the summary.
  await expect(page.getByRole('progressbar', { name: 'Importing' })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Import summary' })
  await expect(summary).toContainText(`${(ROWS - INVALID).toLocaleString('en-IN')} inquiries added`, {
    timeout: 60_000,
  })

  await summary.getByRole('link', { name: 'See the imported leads' }).click()
  await expect(page).toHaveURL(/channel=import/)
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Fair Lead ${t} 12`)
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
  const rows = page
    .getByRole('table', { name: 'Inquiries' })
    .getByRole('row')
    .filter({ hasText: `Fair Lead ${t} 12` })
  await expect(rows.first()).toContainText('Imported')

  // Reverted from the list: its leads are gone from the table.
  await page.goto('/admin/imports')
  const listed = page.getByRole('table', { name: 'Imports' }).getByRole('row').filter({ hasText: fileName })
  await listed.getByRole('button', { name: 'Revert' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revert import' }).click()
  await expect(listed).toContainText('Reverted', { timeout: 30_000 })
  await page.goto(`/admin/inquiries?channel=import&q=${encodeURIComponent(`fair.${t}`)}`)
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible()
})
