import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { escapeRegExp } from './regexp'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsMember, withDatabase } from './support/member-session'

/**
 * My day (/admin/today) end to end: follow-ups and late leads are stored straight in the suite's database
 * (their times relative to the database's clock), then the admin works them from the page. Each test's
 * leads carry names of their own, and the table is filtered by a UTM source of its own, so other specs'
 * leads never change what is checked here.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

// Short, as a lead's name or e-mail might be: the table's fit at 1280 px is checked with these rows in it.
const marker = () => `e2e${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

interface DeskLead {
  name: string
  kind?: 'information' | 'enrollment' | 'contact'
  program?: string
  status?: string
  ownerUid?: string | null
  /** Intervals before now, as PostgreSQL reads them ('2 hours 5 minutes'); absent: null. */
  followUpAgo?: string
  firstContactDueAgo?: string
  firstContactedAgo?: string
}

async function storeLeads(source: string, leads: DeskLead[]) {
  await withDatabase(async (client) => {
    for (const lead of leads) {
      await client.query(
        `insert into inquiries (kind, status, full_name, email, phone, program, message, channel, utm_source,
           utm_medium, landing_page, created_at, owner_uid, follow_up_at, first_contact_due_at, first_contacted_at)
         values ($1, $2, $3, $4, '+91 98765 43210', $5, $6, 'site', $7, 'cpc', '/courses', now() - interval '2 days',
           $8, now() - $9::interval, now() - $10::interval, now() - $11::interval)`,
        [
          lead.kind ?? 'information',
          lead.status ?? 'new',
          lead.name,
          `${lead.name.split(' ')[0]!.toLowerCase()}@${source}.example`,
          lead.program ?? 'web',
          lead.kind === 'contact' ? 'Please call me back.' : null,
          source,
          lead.ownerUid ?? null,
          lead.followUpAgo ?? null,
          lead.firstContactDueAgo ?? null,
          lead.firstContactedAgo ?? null,
        ],
      )
    }
  })
}

/**
 * Signs in as an owner of the test's own: a new account. Its follow-ups, late leads, overdue count and "Take
 * new leads" are its alone, whatever other specs do meanwhile as admin@example.com.
 */
async function signInAsNewAdmin(page: Page, name: string): Promise<string> {
  const uid = await signInAsMember(page, name, 'owner')
  await gotoHydrated(page, '/admin/today')
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  return uid
}

const list = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const rowOf = (page: Page, title: string, name: string) =>
  list(page, title).getByRole('listitem').filter({ hasText: name })

test('My day lists an overdue follow-up and a late lead, which the admin takes; the table filters late leads', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const tag = marker()
  const admin = `Desk ${tag}`
  const uid = await signInAsNewAdmin(page, admin)

  const overdueName = `Overdue Lead ${tag}`
  const lateName = `Late Lead ${tag}`
  await storeLeads(tag, [
    {
      name: overdueName,
      status: 'contacted',
      ownerUid: uid,
      followUpAgo: '2 hours 5 minutes',
      firstContactDueAgo: '1 day',
      firstContactedAgo: '1 day 2 hours',
    },
    { name: lateName, kind: 'contact', program: 'Weekend batch fees', firstContactDueAgo: '3 hours 5 minutes' },
  ])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()

  const overdue = rowOf(page, 'Overdue follow-ups', overdueName)
  await expect(overdue).toContainText('Overdue by 2 hours')
  await expect(overdue).toContainText('Contacted')
  await expect(overdue.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210')
  const late = rowOf(page, 'Unassigned late leads', lateName)
  await expect(late).toContainText('Late by 3 hours')
  // A contact message shows its subject as it was written.
  await expect(late).toContainText('Weekend batch fees')

  // The navigation counts the admin's overdue follow-ups: this one.
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'My day, 1 overdue' })).toBeVisible()
  await expect(list(page, 'My late leads')).toContainText('None of your leads is past its first-contact deadline.')

  // "Assign to me" moves the late lead from the unassigned list to the admin's own.
  await late.getByRole('button', { name: /^Assign to me/ }).click()
  await expect(page.getByText('Assigned to you')).toBeVisible()
  await expect(rowOf(page, 'My late leads', lateName)).toContainText('Late by 3 hours')
  await expect(rowOf(page, 'Unassigned late leads', lateName)).toHaveCount(0)

  // Its name opens the table's drawer over My day; closing it comes back to My day.
  await rowOf(page, 'My late leads', lateName).getByRole('link', { name: lateName }).click()
  await expect(page).toHaveURL(/\/admin\/today\/\d+$/)
  const detail = page.getByRole('dialog', { name: lateName })
  await expect(detail).toBeVisible()
  await detail.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/today$/)
  await expect(detail).toBeHidden()

  // Taking new leads: a new admin does not until they say so. On only for a moment, since other specs'
  // new leads may be dealt to this admin while it is; the takers' list, from the server, names them.
  const takeLeads = page.getByRole('switch', { name: 'Take new leads' })
  await expect(takeLeads).not.toBeChecked()
  await takeLeads.click()
  await expect(takeLeads).toBeChecked()
  await expect(page.getByText('You are taking new leads')).toBeVisible()
  await expect(page.getByText(/^New inquiries are shared round-robin among: .+\.$/)).toContainText(admin)
  await takeLeads.click()
  await expect(takeLeads).not.toBeChecked()
  await expect(page.getByText('You are no longer taking new leads')).toBeVisible()
  await page.reload()
  await expect(takeLeads).not.toBeChecked()
  await expect(page.getByText(/round-robin among|Nobody is taking new leads/)).not.toContainText(admin)

  // The table marks both, and its "First contact: Late" filter selects the late lead alone.
  await nav.getByRole('link', { name: 'Inquiries' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  await gotoHydrated(page, `/admin/inquiries?source=${tag}`)
  const table = page.getByRole('table', { name: 'Inquiries' })
  await expect(table.getByRole('row')).toHaveCount(3)
  await expect(table.getByRole('row', { name: new RegExp(escapeRegExp(overdueName)) })).toContainText(
    'Overdue follow-up',
  )
  await page.getByLabel('First contact').selectOption({ label: 'Late (past the deadline)' })
  await expect(page).toHaveURL(/[?&]firstContact=late(&|$)/)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row', { name: new RegExp(escapeRegExp(lateName)) })).toContainText('Late first contact')
  // The marks sit beside the status: the table still fits a 1280 px screen.
  const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  await page.getByLabel('Follow-up').selectOption({ label: 'Overdue' })
  await expect(page).toHaveURL(/[?&]followUp=overdue(&|$)/)
  await expect(page.getByText('No inquiries match these filters.')).toBeVisible()
})

test('on a phone My day fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const tag = marker()
  const lateName = `Lakshminarayanan Venkataraghavan ${tag}`
  await signInAsNewAdmin(page, `Phone Desk ${tag}`)
  await storeLeads(tag, [
    {
      name: lateName,
      kind: 'contact',
      program: 'A long subject about weekend batches, fees in instalments and placement support',
      firstContactDueAgo: '50 minutes',
    },
  ])
  await page.reload()
  const late = rowOf(page, 'Unassigned late leads', lateName)
  await expect(late).toContainText('Late by 50 minutes')
  await expect(late.getByRole('button', { name: /^Assign to me/ })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Take new leads' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
