import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { uniqueEmail } from './support/google-sign-in'
import { signInAsMember, withDatabase } from './support/member-session'

/**
 * A counsellor at the desk (issue 29): they see their own leads and unassigned ones, never a colleague's,
 * take an unassigned lead, and find a colleague's lead "not found" even by its address. Two counsellors
 * and their leads are stored straight in the suite's database; the leads carry a UTM source of this test's
 * own, so other specs' leads never change what the table shows here.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
  // WhatsApp opens wa.me in a tab of its own; the suite runs offline, so it gets a page of ours.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )
})

const marker = () => `e2e${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

/** Stores leads under `source`, owned by `ownerUid` (null: unassigned); answers their ids by name. */
async function storeLeads(source: string, ownerUid: string | null, names: string[]): Promise<Map<string, number>> {
  return withDatabase(async (client) => {
    const ids = new Map<string, number>()
    for (const name of names) {
      const { rows } = await client.query<{ id: number }>(
        `insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, utm_medium,
           landing_page, created_at, owner_uid)
         values ('information', 'new', $1, $2, '+91 98765 43210', 'web', 'site', $3, 'cpc', '/courses',
           now() - interval '1 day', $4)
         returning id`,
        [name, `${name.split(' ')[0]!.toLowerCase()}.${source}@example.com`, source, ownerUid],
      )
      ids.set(name, rows[0]!.id)
    }
    return ids
  })
}

/** A colleague who does not sign in during the test: a counsellor's row in the users table is enough. */
async function storeCounsellor(name: string): Promise<string> {
  const uid = `counsellor-${marker()}`
  await withDatabase((client) =>
    client.query(`insert into users (uid, email, display_name, role) values ($1, $2, $3, 'counsellor')`, [
      uid,
      uniqueEmail('counsellor-b'),
      name,
    ]),
  )
  return uid
}

async function accessLog(uid: string, inquiryId: number): Promise<Array<{ action: string; actor_role: string }>> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ action: string; actor_role: string }>(
      'select action, actor_role from access_log where actor_uid = $1 and $2 = any(inquiry_ids) order by id',
      [uid, inquiryId],
    )
    return rows
  })
}

test('a counsellor sees their own and unassigned leads, takes one, and finds a colleague’s not found', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const tag = marker()
  const nameA = `Asha ${tag}`
  const uidA = await signInAsMember(page, nameA, 'counsellor')
  const uidB = await storeCounsellor(`Bala ${tag}`)
  const own = await storeLeads(tag, uidA, [`Arjun Own ${tag}`, `Anita Own ${tag}`])
  const theirs = await storeLeads(tag, uidB, [`Bhavna Other ${tag}`, `Bharat Other ${tag}`])
  const open = await storeLeads(tag, null, [`Usha Open ${tag}`, `Uday Open ${tag}`])

  // A counsellor's day: My day, with their late leads and the unassigned ones to take.
  await gotoHydrated(page, '/admin/today')
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()

  // The table holds their own leads and the unassigned ones, never Bala's.
  await gotoHydrated(page, `/admin/inquiries?source=${tag}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Inquiries' })
  await expect(table.locator('tbody tr')).toHaveCount(4)
  for (const name of [...own.keys(), ...open.keys()]) await expect(table.getByRole('link', { name })).toBeVisible()
  for (const name of theirs.keys()) await expect(page.getByText(name)).toHaveCount(0)
  // Lead by lead: no export, no selection for bulk changes, and an owner filter of Mine or Unassigned.
  await expect(page.getByRole('button', { name: /Export CSV/ })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Select all inquiries on this page' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toHaveCount(0)
  await expect(page.getByLabel('Owner').locator('option')).toHaveText(['Any', 'Mine', 'Unassigned'])

  // Takes an unassigned lead: it becomes theirs, and "Take this lead" goes.
  const usha = `Usha Open ${tag}`
  await table.getByRole('link', { name: usha }).click()
  let detail = page.getByRole('dialog', { name: usha })
  const triage = detail.getByRole('region', { name: 'Triage' })
  await expect(triage).toContainText('Unassigned')
  await triage.getByRole('button', { name: 'Take this lead' }).click()
  await expect(page.getByText('Assigned to you')).toBeVisible()
  await expect(triage).toContainText('You')
  await expect(triage.getByRole('button', { name: 'Take this lead' })).toHaveCount(0)
  // Nothing to reassign on their own lead, and the privacy actions are an owner's.
  await expect(triage.getByRole('combobox', { name: 'Owner' })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: /Erase personal data/ })).toHaveCount(0)

  // A quick action is logged (the lead's phone was used), and the detail still asks how it went.
  const chat = page.waitForEvent('popup')
  await detail.getByRole('link', { name: 'WhatsApp Usha' }).click()
  await (await chat).close()
  await expect(detail.getByText('How did the WhatsApp message go?')).toBeVisible()
  await expect
    .poll(async () => (await accessLog(uidA, open.get(usha)!)).filter((e) => e.action === 'contact.whatsapp'))
    .toEqual([{ action: 'contact.whatsapp', actor_role: 'counsellor' }])
  await detail.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(table.locator('tr', { hasText: usha })).toContainText(nameA)

  // Working on the other unassigned lead takes it too: the server's owner shows, not the unassigned copy.
  const uday = `Uday Open ${tag}`
  await table.getByRole('link', { name: uday }).click()
  detail = page.getByRole('dialog', { name: uday })
  await detail.getByRole('region', { name: 'Triage' }).getByLabel('Status').selectOption({ label: 'Contacted' })
  await expect(page.getByText('Status changed to Contacted')).toBeVisible()
  await expect(detail.getByRole('region', { name: 'Triage' })).toContainText('You')
  await expect(detail.getByRole('button', { name: 'Take this lead' })).toHaveCount(0)
  await detail.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(table.locator('tr', { hasText: uday })).toContainText(nameA)

  // A colleague's lead, even by its address, does not exist for them.
  await gotoHydrated(page, `/admin/inquiries/${theirs.get(`Bhavna Other ${tag}`)}`)
  detail = page.getByRole('dialog', { name: 'Inquiry not found' })
  await expect(detail.getByText('That inquiry no longer exists.')).toBeVisible()
  await expect(page.getByText(`Bhavna Other ${tag}`)).toHaveCount(0)
})
