import pg from 'pg'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup, uniqueEmail } from './support/google-sign-in'
import { signInAsAdmin } from './support/admin-session'

/**
 * The back office's inquiry table end to end: an admin signed in through the Auth emulator triages leads
 * stored in the suite's database. Each test stores its own leads under a UTM source of its own and filters
 * by it, so other specs' form submissions never change its counts.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

interface Lead {
  kind: 'information' | 'enrollment' | 'contact'
  name: string
  email: string
  phone: string
  program: string
  status?: string
  message?: string
}

async function storeLeads(source: string, leads: Lead[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    for (const [i, lead] of leads.entries()) {
      await client.query(
        `insert into inquiries (kind, status, full_name, email, phone, program, message, channel, utm_source,
           utm_medium, landing_page, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'site', $8, 'cpc', '/courses', now() - make_interval(mins => $9))`,
        [
          lead.kind,
          lead.status ?? 'new',
          lead.name,
          lead.email,
          lead.phone,
          lead.program,
          lead.message ?? null,
          source,
          i,
        ],
      )
    }
  } finally {
    await client.end()
  }
}

const marker = () => `e2e-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`

const table = (page: Page) => page.getByRole('table', { name: 'Inquiries' })

test('an admin filters, searches, reloads, opens a lead, triages it and sees it in the table', async ({ page }) => {
  const source = marker()
  await storeLeads(source, [
    {
      kind: 'enrollment',
      name: 'Ravi Kumar',
      email: `ravi.k@${source}.example`,
      phone: '+91 98765 43210',
      program: 'fullstack',
    },
    {
      kind: 'contact',
      name: 'Sneha Iyer',
      email: `sneha@${source}.example`,
      phone: '9123456789',
      program: 'Fees for weekend batch',
      message: 'Do you have weekend batches?',
    },
    {
      kind: 'information',
      name: 'Arjun Nair',
      email: `arjun@${source}.example`,
      phone: '9988776655',
      program: 'web',
      status: 'contacted',
    },
  ])
  await signInAsAdmin(page, `/admin/inquiries?source=${source}`, 'Inquiries')

  const chips = page.getByRole('group', { name: 'Inquiries per status' })
  await expect(chips.getByRole('button', { name: /^All\s*3$/ })).toBeVisible()
  await expect(chips.getByRole('button', { name: /^New\s*2$/ })).toBeVisible()
  await expect(table(page).getByRole('row')).toHaveCount(4)

  // A fragment of the phone finds the lead; the search lives in the address and survives a reload.
  await page.getByLabel('Search').fill('98765')
  await expect(page).toHaveURL(/q=(%22)?98765/)
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(table(page)).toContainText('Ravi Kumar')
  await page.reload()
  await expect(page.getByLabel('Search')).toHaveValue('98765')
  await expect(table(page).getByRole('row')).toHaveCount(2)

  // Unread until someone opens it.
  const row = table(page).getByRole('row', { name: /Ravi Kumar/ })
  await expect(row).toContainText('Unread')
  await row.getByRole('link', { name: 'Ravi Kumar' }).click()
  const detail = page.getByRole('dialog', { name: 'Ravi Kumar' })
  await expect(detail).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+\?.*q=(%22)?98765/)
  await expect(detail).toContainText(`ravi.k@${source}.example`)
  await expect(detail).toContainText(source)

  await detail.getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(page.getByText('Status changed to Contacted')).toBeVisible()
  await expect(detail.getByRole('list', { name: 'History' })).toContainText('changed status from New to Contacted')

  await detail.getByRole('button', { name: 'Assign to me' }).click()
  await expect(detail.getByRole('list', { name: 'History' })).toContainText('assigned to Site Admin')

  await detail.getByLabel('Internal note').fill('Called; wants the weekend batch.')
  await detail.getByRole('button', { name: 'Add note' }).click()
  await expect(detail.getByRole('list', { name: 'History' })).toContainText('Called; wants the weekend batch.')

  await detail.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/inquiries\?.*q=(%22)?98765/)
  await expect(row).toContainText('Contacted')
  await expect(row).toContainText('Site Admin')
  await expect(row).not.toContainText('Unread')

  // The "mine" filter finds it; the back button undoes the filter.
  await page.getByLabel('Search').fill('')
  // The cleared search reaches the address first (it is debounced): the back button then undoes the owner.
  await expect(page).not.toHaveURL(/[?&]q=/)
  await page.getByLabel('Owner').selectOption({ label: 'Mine' })
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await page.goBack()
  await expect(page.getByLabel('Owner')).toHaveValue('')
})

test('an admin changes the status and then the owner of the selected leads at once', async ({ page }) => {
  const source = marker()
  await storeLeads(source, [
    { kind: 'information', name: 'Kavya Menon', email: `kavya@${source}.example`, phone: '9811122233', program: 'web' },
    { kind: 'information', name: 'Rohan Das', email: `rohan@${source}.example`, phone: '9822233344', program: 'data' },
    { kind: 'information', name: 'Isha Gupta', email: `isha@${source}.example`, phone: '9833344455', program: 'web' },
  ])
  await signInAsAdmin(page, `/admin/inquiries?source=${source}`, 'Inquiries')
  await expect(table(page).getByRole('row')).toHaveCount(4)

  await table(page).getByRole('checkbox', { name: 'Select Kavya Menon' }).check()
  await table(page).getByRole('checkbox', { name: 'Select Rohan Das' }).check()
  const bulk = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bulk).toContainText('2 selected')

  await bulk.getByLabel('Status').selectOption({ label: 'Qualified' })
  await expect(page.getByText('Status changed to Qualified on 2 inquiries')).toBeVisible()
  const rowOf = (name: string) => table(page).getByRole('row', { name: new RegExp(name) })
  await expect(rowOf('Kavya Menon')).toContainText('Qualified')
  await expect(rowOf('Rohan Das')).toContainText('Qualified')
  await expect(rowOf('Isha Gupta')).toContainText('New')
  const chips = page.getByRole('group', { name: 'Inquiries per status' })
  await expect(chips.getByRole('button', { name: /^Qualified\s*2$/ })).toBeVisible()

  await bulk.getByLabel('Owner').selectOption({ label: 'Assign to me' })
  await expect(page.getByText('2 inquiries assigned to you')).toBeVisible()
  await expect(rowOf('Kavya Menon')).toContainText('Site Admin')
  await expect(rowOf('Rohan Das')).toContainText('Site Admin')
  await expect(rowOf('Isha Gupta')).not.toContainText('Site Admin')
})

test('an admin sees the charts with the table’s counts and exports exactly the selection as CSV', async ({ page }) => {
  const source = marker()
  await storeLeads(source, [
    {
      kind: 'enrollment',
      name: '=HYPERLINK("http://evil.example")',
      email: `a@${source}.example`,
      phone: '9000000001',
      program: 'uiux',
    },
    { kind: 'enrollment', name: 'Kavya Reddy', email: `b@${source}.example`, phone: '9000000002', program: 'cloud' },
    {
      kind: 'contact',
      name: 'Rahul Verma',
      email: `c@${source}.example`,
      phone: '9000000003',
      program: 'Placement help',
      message: 'Line one, "quoted"\nline two',
    },
  ])
  await signInAsAdmin(page, `/admin/inquiries?source=${source}`, 'Inquiries')
  await expect(
    page.getByRole('group', { name: 'Inquiries per status' }).getByRole('button', { name: /^All\s*3$/ }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Charts' }).click()
  await expect(page.getByText('3 inquiries', { exact: true })).toBeVisible()
  const data = page.getByRole('table', { name: 'Inquiries by kind' })
  await expect(data.getByRole('row', { name: /Enrolment\s*2/ })).toHaveCount(1)
  await expect(data.getByRole('row', { name: /Contact\s*1/ })).toHaveCount(1)
  // The radios are drawn as a segmented control: their labels take the click.
  await page.locator('label', { hasText: 'By status' }).click()
  await expect(page.getByRole('radio', { name: 'By status' })).toBeChecked()
  await expect(
    page.getByRole('table', { name: 'Inquiries by status' }).getByRole('row', { name: /New\s*3/ }),
  ).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv.startsWith('\uFEFFID,')).toBe(true)
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
  expect(csv).toContain('"Line one, ""quoted""\nline two"')
  for (const email of ['a', 'b', 'c']) expect(csv).toContain(`${email}@${source}.example`)
  await expect(page.getByText('Export ready')).toBeVisible()
})

test('on a phone the leads are cards, and a filter still narrows them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const source = marker()
  await storeLeads(source, [
    { kind: 'information', name: 'Divya Menon', email: `d@${source}.example`, phone: '9000000004', program: 'data' },
    {
      kind: 'contact',
      name: 'Vikram Singh',
      email: `v@${source}.example`,
      phone: '9000000005',
      program: 'Corporate batch',
      message: 'For a team of twelve.',
    },
  ])
  await signInAsAdmin(page, `/admin/inquiries?source=${source}`, 'Inquiries')
  const cards = page.getByRole('list', { name: 'Inquiries' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await expect(table(page)).toBeHidden()
  // The search stays in view; the other filters fold behind a button.
  await expect(page.getByLabel('Kind')).toBeHidden()
  await page.getByRole('button', { name: 'More filters' }).click()
  await page.getByLabel('Kind').selectOption({ label: 'Contact' })
  await expect(page.getByRole('button', { name: 'Hide filters (2)' })).toBeVisible()
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(cards).toContainText('Vikram Singh')
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(375)
})

test('a signed-in non-admin never sees the leads', async ({ page }) => {
  const source = marker()
  await storeLeads(source, [
    { kind: 'information', name: 'Secret Lead', email: `s@${source}.example`, phone: '9000000006', program: 'web' },
  ])
  await gotoHydrated(page, '/login')
  await signInWithPopup(page, uniqueEmail('member'), 'Member Person')
  await expect(page.getByText('Welcome!')).toBeVisible()
  await gotoHydrated(page, `/admin/inquiries?source=${source}`)
  await expect(page.getByText('Access Denied')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Secret Lead')).toHaveCount(0)
})
