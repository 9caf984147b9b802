import { readFile } from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup, uniqueEmail } from './support/google-sign-in'
import { signInAsMember, withDatabase } from './support/member-session'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'
import type { Role } from '../../src/shared/permissions'

/**
 * Roles in the browser: an owner runs the team page (a colleague's role changed, an invitation, a removal,
 * each in the audit), sees who looked at an inquiry, and reads and downloads the access log filtered to
 * their own look; members of other roles land on their own home and are turned away from the owners'
 * pages. Every account is the test's own (a new e-mail), so the specs beside it change nothing checked here.
 */
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

/** A member with `role` (support/member-session.ts), and their e-mail; the page is reloaded to know the role. */
async function signInAs(page: Page, role: Role, name: string) {
  await page.setViewportSize(DESKTOP)
  const uid = await signInAsMember(page, name, role)
  const email = await withDatabase(async (client) => {
    const { rows } = await client.query<{ email: string }>('select email from users where uid = $1', [uid])
    return rows[0]!.email
  })
  await page.reload()
  return { email, uid }
}

/** A colleague who signed in once, in a browser of their own, and is on no team yet. */
async function colleagueSignedInOnce(browser: Browser, name: string): Promise<string> {
  const email = uniqueEmail('colleague')
  const context = await browser.newContext()
  await installGoogleApiStandIn(context)
  const page = await context.newPage()
  await gotoHydrated(page, '/login')
  await signInWithPopup(page, email, name)
  await expect(page.getByText('Welcome!')).toBeVisible()
  // users.sync stores the account (its e-mail verified) as the sign-in completes.
  await expect(async () => {
    const { rowCount } = await withDatabase((client) =>
      client.query('select 1 from users where lower(email) = lower($1) and email_verified', [email]),
    )
    expect(rowCount).toBe(1)
  }).toPass({ timeout: 10_000 })
  await context.close()
  return email
}

async function storeInquiry(name: string): Promise<number> {
  const { rows } = await withDatabase((client) =>
    client.query<{ id: number }>(
      `insert into inquiries (kind, full_name, email, phone, program, channel)
       values ('information', $1, $2, '+91 98765 43210', 'web', 'site') returning id`,
      [name, `${name.split(' ')[0]!.toLowerCase()}.${Date.now()}@example.in`],
    ),
  )
  return rows[0]!.id
}

test('an owner changes a colleague’s role, invites and removes, and reads and downloads the access log', async ({
  page,
  browser,
}) => {
  // Names of this run's own: the member filter lists the whole team by name.
  const ownerName = `Olive Owner ${Date.now().toString(36)}`
  const colleague = await colleagueSignedInOnce(browser, 'Asha Colleague')
  const owner = await signInAs(page, 'owner', ownerName)

  // /admin takes an owner to the inquiries; the bar has every page.
  await gotoHydrated(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/inquiries$/)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText([
    /^My day/,
    'Inquiries',
    'Reports',
    'Imports',
    'Privacy',
    'Alerts',
    'Team',
    'Access log',
  ])
  await nav.getByRole('link', { name: 'Team' }).click()
  await expect(page).toHaveURL(/\/admin\/set-admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Roles' })).toContainText(
    'Their own leads and unassigned ones, and their own numbers.',
  )

  // The colleague joins as a counsellor, then becomes a manager from the list.
  const form = page.getByRole('form', { name: 'Add to the team' })
  await form.getByLabel('E-mail').fill(colleague)
  await form.getByLabel('Role').selectOption('Counsellor')
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText(`${colleague} is now a Counsellor.`)).toBeVisible()
  const members = page.getByRole('list', { name: 'Members' })
  const role = members.getByLabel(`Role of ${colleague}`)
  await expect(role).toHaveValue('counsellor')
  await role.selectOption('Manager')
  await expect(page.getByText(`${colleague} is now a Manager.`)).toBeVisible()
  await expect(role).toHaveValue('manager')
  const audit = page.getByRole('list', { name: 'Changes to the team' })
  await expect(audit).toContainText(`Added ${colleague} as a Counsellor by ${owner.email} in the back office`)
  await expect(audit).toContainText(
    `Made ${colleague} a Manager (was a Counsellor) by ${owner.email} in the back office`,
  )
  // The page survives a reload with the role it showed.
  await page.reload()
  await expect(members.getByLabel(`Role of ${colleague}`)).toHaveValue('manager')

  // Someone who never signed in is invited; the invitation waits, and is withdrawn.
  const invitee = uniqueEmail('invitee')
  await form.getByLabel('E-mail').fill(invitee)
  await form.getByLabel('Role').selectOption('Marketing')
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(form.getByRole('status')).toContainText(TEAM_MESSAGES.invited)
  const invitations = page.getByRole('list', { name: 'Invitations' })
  await expect(invitations.getByRole('listitem').filter({ hasText: invitee })).toContainText('Marketing')
  await expect(audit).toContainText(`Invited ${invitee} as a Marketing member by ${owner.email}`)
  await invitations.getByRole('button', { name: `Withdraw the invitation of ${invitee}` }).click()
  await expect(page.getByText('Invitation withdrawn')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Invitations' })).not.toContainText(invitee)

  // Removing asks first, then the colleague leaves the list.
  await members.getByRole('button', { name: `Remove ${colleague} from the team` }).click()
  await members.getByRole('button', { name: 'Confirm remove' }).click()
  await expect(page.getByText('Removed from the team')).toBeVisible()
  await expect(members).not.toContainText(colleague)
  await expect(audit).toContainText(`Removed ${colleague} from the team by ${owner.email}`)
  // One's own row has no controls: another owner changes it.
  await expect(members.getByLabel(`Role of ${owner.email}`)).toHaveCount(0)

  // The owner opens an inquiry, and it shows who looked at it.
  const id = await storeInquiry('Leela Audit')
  await gotoHydrated(page, `/admin/inquiries/${id}`)
  const drawer = page.getByRole('dialog', { name: 'Leela Audit' })
  await drawer.getByText('Who looked at this').click()
  const looked = drawer.getByRole('list', { name: 'Who looked at this' })
  // Opening it, and reading the person's other inquiries beside it.
  await expect(looked.getByRole('listitem').filter({ hasText: 'Opened an inquiry' })).toContainText(
    `${ownerName} (Owner)`,
  )
  await expect(looked.getByRole('listitem').filter({ hasText: "Read a person's other inquiries" })).toContainText(
    `${ownerName} (Owner)`,
  )
  await drawer.getByRole('button', { name: 'Close' }).click()

  // The access log, filtered to the owner's openings of inquiries: the newest is this one.
  await nav.getByRole('link', { name: 'Access log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible()
  const filters = page.getByRole('region', { name: 'Filters' })
  await filters.getByLabel('Member').selectOption({ label: ownerName })
  await filters.getByLabel('Action').selectOption({ label: 'Opened an inquiry' })
  await expect(page).toHaveURL(new RegExp(`[?&]actorUid=${owner.uid}(&|$)`))
  await expect(page).toHaveURL(/[?&]action=inquiry\.view(&|$)/)
  const table = page.getByRole('table', { name: 'Access log' })
  const rows = table.locator('tbody tr')
  // Newest first: this opening, and none but the owner's openings.
  await expect(rows.filter({ hasNotText: 'Opened an inquiry' })).toHaveCount(0)
  await expect(rows.first()).toContainText(ownerName)
  await expect(rows.first()).toContainText(owner.email)
  await expect(rows.first()).toContainText('Opened an inquiry')
  await expect(rows.first().getByRole('link', { name: `#${id}` })).toHaveAttribute('href', `/admin/inquiries/${id}`)

  // The inquiry filter narrows to it as well; a reload keeps every filter.
  await filters.getByLabel('Inquiry').fill(String(id))
  await filters.getByLabel('Inquiry').press('Enter')
  await expect(page).toHaveURL(new RegExp(`inquiryId=${id}`))
  await page.reload()
  await expect(filters.getByLabel('Action')).toHaveValue('inquiry.view')
  await expect(rows.first()).toContainText(`#${id}`)
  const shown = await rows.count()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true)
  const lines = csv.slice(1).trim().split(/\r?\n/)
  expect(lines[0]).toBe('When (IST),Member,Member e-mail,Member UID,Role,Action,Inquiry IDs,Rows,Filters')
  // The same entries as the page, newest first.
  expect(lines).toHaveLength(1 + shown)
  expect(lines[1]).toContain(`${ownerName},${owner.email},${owner.uid},Owner,Opened an inquiry,${id}`)
  await expect(page.getByText('CSV ready')).toBeVisible()
})

test('each role lands on its own home and is turned away from pages it cannot use', async ({ page, browser }) => {
  await signInAs(page, 'counsellor', 'Chitra Counsellor')
  await gotoHydrated(page, '/admin')
  await expect(page).toHaveURL(/\/admin\/today$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link')).toHaveText([/^My day/, 'Inquiries', 'Reports', 'Alerts'])

  // The owners' page by its address: told why, and back on My day.
  await gotoHydrated(page, '/admin/access-log')
  await expect(page.getByText('Not available to your role')).toBeVisible()
  await expect(
    page.getByText('Your role (Counsellor) does not include Access log. Here is My day instead.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/today$/)

  // Alerts shows a counsellor their own choice only, not the owners' delivery and outbox.
  await nav.getByRole('link', { name: 'Alerts' }).click()
  await expect(page.getByRole('region', { name: 'Your new-lead e-mails' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent e-mails' })).toHaveCount(0)

  // Marketing, in a browser of its own: the numbers only.
  const context = await browser.newContext()
  await installGoogleApiStandIn(context)
  const marketing = await context.newPage()
  await signInAs(marketing, 'marketing', 'Mira Marketing')
  // The site's Admin Dashboard link goes to /admin, which takes marketing to Reports.
  await marketing.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' }).click()
  await expect(marketing).toHaveURL(/\/admin\/reports$/)
  await expect(marketing.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(marketing.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Reports'])
  await gotoHydrated(marketing, '/admin/inquiries')
  await expect(
    marketing.getByText('Your role (Marketing) does not include Inquiries. Here is Reports instead.'),
  ).toBeVisible()
  await expect(marketing).toHaveURL(/\/admin\/reports$/)
  await context.close()
})
