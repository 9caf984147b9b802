import pg from 'pg'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { escapeRegExp } from './regexp'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup, uniqueEmail } from './support/google-sign-in'
import { VIEW_MESSAGES } from '../../src/shared/schemas/saved-views'

/**
 * Saved views end to end: an admin saves "Enrolment, unassigned, this week" from the table's filters and
 * shares it; a second admin, in a browser of their own, opens it as a tab and sees the same rows and
 * columns, and makes it their default. The first admin orders, renames and, after a confirmation, removes
 * it. Each run's leads carry a marker of their own in their names; only those rows are compared, since
 * other specs add leads meanwhile.
 */
test.describe.configure({ timeout: 150_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

const VIEW = 'Enrolment, unassigned, this week'

const marker = () => `e2e${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Monday of this week, India's calendar: the first day the view's "this week" shows. */
function mondayInIndia(now = new Date()): string {
  const india = new Date(now.getTime() + 5.5 * 3_600_000)
  const sinceMonday = (india.getUTCDay() + 6) % 7
  return new Date(india.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10)
}

interface Lead {
  name: string
  kind: 'information' | 'enrollment' | 'contact'
  ownerUid?: string
  /** Arrived an hour before Monday began in India: last week. */
  lastWeek?: boolean
}

async function storeLeads(tag: string, monday: string, leads: Lead[]) {
  for (const lead of leads) {
    await query(
      `insert into inquiries (kind, full_name, email, phone, program, channel, utm_source, owner_uid, created_at)
       values ($1, $2, $3, '+91 98765 43210', 'web', 'site', $4, $5,
         case when $6 then ($7::date::timestamp at time zone 'Asia/Kolkata') - interval '1 hour' else now() end)`,
      [
        lead.kind,
        lead.name,
        `${lead.name.split(' ')[0]!.toLowerCase()}.${tag}@example.in`,
        tag,
        lead.ownerUid ?? null,
        lead.lastWeek ?? false,
        monday,
      ],
    )
  }
}

/** A new account of the test's own, made an admin in the database (as a grant on /admin/set-admin would). */
async function signInAsNewAdmin(page: Page, name: string): Promise<string> {
  await page.setViewportSize(DESKTOP)
  const email = uniqueEmail('views')
  await gotoHydrated(page, '/login')
  await signInWithPopup(page, email, name)
  await expect(page.getByText('Welcome!')).toBeVisible()
  let uid: string | undefined
  await expect(async () => {
    const rows = await query<{ uid: string }>(
      "update users set role = 'owner' where lower(email) = lower($1) returning uid",
      [email],
    )
    uid = rows[0]?.uid
    expect(uid).toBeTruthy()
  }).toPass({ timeout: 10_000 })
  return uid!
}

async function secondAdmin(browser: Browser, name: string) {
  const context = await browser.newContext()
  await installGoogleApiStandIn(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message))
  await signInAsNewAdmin(page, name)
  return { page, errors, close: () => context.close() }
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Saved views' })
const tab = (page: Page, name: string | RegExp) =>
  tabs(page).getByRole('link', { name: typeof name === 'string' ? new RegExp(`^${escapeRegExp(name)}`) : name })
const table = (page: Page) => page.getByRole('table', { name: 'Inquiries' })

/** The names of this run's leads in the table, as shown. */
async function taggedRows(page: Page, tag: string): Promise<string[]> {
  const names = await table(page).getByRole('row').filter({ hasText: tag }).getByRole('link').allInnerTexts()
  return names.map((n) => n.trim()).sort()
}

/** WCAG A and AA violations inside `selector`, as readable lines. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function openMenu(page: Page, view: string): Promise<Locator> {
  await tabs(page)
    .getByRole('button', { name: `Options for ${view}` })
    .click()
  return page.getByRole('menu', { name: `Options for ${view}` })
}

test('an admin saves and shares a view, another opens it as a tab and sees the same rows', async ({
  page,
  browser,
}) => {
  const tag = marker()
  const monday = mondayInIndia()
  const priyaUid = await signInAsNewAdmin(page, `Priya ${tag}`)
  const expected = [`Aarav ${tag}`, `Diya ${tag}`]
  await storeLeads(tag, monday, [
    { name: expected[0]!, kind: 'enrollment' },
    { name: expected[1]!, kind: 'enrollment' },
    { name: `Ishaan ${tag}`, kind: 'information' },
    { name: `Kabir ${tag}`, kind: 'enrollment', ownerUid: priyaUid },
    { name: `Meera ${tag}`, kind: 'enrollment', lastWeek: true },
  ])

  // The filters of the view, chosen on the table; the phone column hidden.
  await gotoHydrated(page, '/admin/inquiries')
  await expect(tab(page, 'All inquiries')).toHaveAttribute('aria-current', 'page')
  await page.getByLabel('Kind').selectOption({ label: 'Enrolment' })
  await page.getByLabel('Owner').selectOption({ label: 'Unassigned' })
  await page.getByLabel('From').fill(monday)
  await expect(page).toHaveURL(new RegExp(`[?&]from=${monday}(&|$)`))
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('checkbox', { name: 'Phone' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(table(page).getByRole('columnheader', { name: 'Phone' })).toHaveCount(0)
  await expect.poll(() => taggedRows(page, tag)).toEqual(expected)

  // A name is required; the refusal shows beside it and what was chosen stays.
  await page.getByRole('button', { name: 'Save view' }).click()
  const form = page.getByRole('dialog', { name: 'Save view' })
  await expect(form.getByLabel('Name')).toBeFocused()
  await form.getByRole('button', { name: 'Save view' }).click()
  await expect(form.getByText(VIEW_MESSAGES.name)).toBeVisible()
  await expect(form.getByLabel('Name')).toBeFocused()
  await form.getByLabel('Name').fill(VIEW)
  await form.getByLabel('Share with every admin').check()
  await form.getByRole('button', { name: 'Save view' }).click()
  await expect(page.getByText('View saved', { exact: true })).toBeVisible()
  await expect(form).toBeHidden()
  await expect(page).toHaveURL(/[?&]view=\d+(&|$)/)
  const viewId = Number(new URL(page.url()).searchParams.get('view'))
  await expect(tab(page, VIEW)).toHaveAttribute('aria-current', 'page')
  await expect(tab(page, VIEW)).toHaveAccessibleName(`${VIEW}, shared`)

  // Changed, the view says so; saving it anew under its own name in another case is refused, text kept.
  await page.getByLabel('Kind').selectOption({ label: 'Contact' })
  await expect(page.getByRole('status').filter({ hasText: 'Modified' })).toContainText(VIEW)
  await page.getByRole('button', { name: 'Save as new view' }).click()
  const copy = page.getByRole('dialog', { name: 'Save as new view' })
  await copy.getByLabel('Name').fill(VIEW.toUpperCase())
  await copy.getByRole('button', { name: 'Save view' }).click()
  await expect(copy.getByText(VIEW_MESSAGES.nameTaken)).toBeVisible()
  await expect(copy.getByLabel('Name')).toHaveValue(VIEW.toUpperCase())
  await page.keyboard.press('Escape')
  await expect(copy).toBeHidden()
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Modified' })).toHaveCount(0)
  await expect(page.getByLabel('Kind')).toHaveValue('enrollment')

  // The second admin, in a browser of their own, opens the shared view as a tab.
  const vikram = await secondAdmin(browser, `Vikram ${tag}`)
  try {
    const other = vikram.page
    await gotoHydrated(other, '/admin/inquiries')
    const shared = tab(other, VIEW)
    await expect(shared).toHaveAccessibleName(`${VIEW}, shared, by Priya`)
    await expect(shared).toContainText('by Priya')
    await expect(other.getByRole('columnheader', { name: 'Phone' })).toBeVisible()
    await shared.click()
    await expect(shared).toHaveAttribute('aria-current', 'page')
    await expect(other).toHaveURL(new RegExp(`[?&]view=${viewId}(&|$)`))
    const address = new URL(other.url()).searchParams
    expect(Object.fromEntries(address)).toMatchObject({ kind: 'enrollment', owner: 'none', from: monday })
    await expect.poll(() => taggedRows(other, tag)).toEqual(expected)
    await expect(table(other).getByRole('columnheader', { name: 'Phone' })).toHaveCount(0)

    // Not theirs: no Rename; they may make it their default, which a bare address then opens, once.
    const menu = await openMenu(other, VIEW)
    expect(await axeViolations(other, 'nav[aria-label="Saved views"]')).toEqual([])
    await expect(menu.getByRole('menuitem')).toHaveText(['Make default', 'Remove'])
    await menu.getByRole('menuitem', { name: 'Make default' }).click()
    await expect(other.getByText('Default view set')).toBeVisible()
    await expect(shared).toHaveAccessibleName(`${VIEW}, shared, by Priya, your default`)
    await gotoHydrated(other, '/admin/inquiries')
    await expect(other).toHaveURL(new RegExp(`[?&]view=${viewId}(&|$)`))
    await expect(shared).toHaveAttribute('aria-current', 'page')
    await tab(other, 'All inquiries').click()
    await expect(other).not.toHaveURL(/[?&](view|kind)=/)
    await expect(tab(other, 'All inquiries')).toHaveAttribute('aria-current', 'page')
    await expect(other.getByLabel('Kind')).toHaveValue('')

    // Priya's second, personal view goes first, from its menu by keyboard; the order is hers.
    await tab(page, 'All inquiries').click()
    await page.getByLabel('Kind').selectOption({ label: 'Contact' })
    await page.getByRole('button', { name: 'Save view' }).click()
    await page.getByRole('dialog', { name: 'Save view' }).getByLabel('Name').fill(`Contact messages ${tag}`)
    await page.keyboard.press('Enter')
    await expect(tab(page, `Contact messages ${tag}`)).toHaveAttribute('aria-current', 'page')
    const optionsOf = tabs(page).getByRole('button', { name: `Options for Contact messages ${tag}` })
    await optionsOf.focus()
    await page.keyboard.press('Enter')
    const personalMenu = page.getByRole('menu', { name: `Options for Contact messages ${tag}` })
    await expect(personalMenu.getByRole('menuitem').first()).toBeFocused()
    await expect(personalMenu.getByRole('menuitem', { name: 'Move right' })).toHaveCount(0)
    await personalMenu.getByRole('menuitem', { name: 'Move left' }).press('Enter')
    await expect(optionsOf).toBeFocused()
    const order = ['All inquiries', `Contact messages ${tag}`, new RegExp(`^${escapeRegExp(VIEW)}`)]
    await expect(tabs(page).getByRole('link')).toHaveText(order)
    await page.reload()
    await expect(tabs(page).getByRole('link')).toHaveText(order)
    await expect(tabs(other).getByRole('link', { name: /Contact messages/ })).toHaveCount(0)

    // Rename: the name is kept, the filters are those saved.
    await (await openMenu(page, VIEW)).getByRole('menuitem', { name: 'Rename' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename view' })
    await expect(rename.getByLabel('Name')).toHaveValue(VIEW)
    await expect(rename.getByLabel('Share with every admin')).toBeChecked()
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([])
    await rename.getByLabel('Name').fill(`${VIEW} (web)`)
    await rename.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('View renamed')).toBeVisible()
    await expect(tab(page, `${VIEW} (web)`)).toBeVisible()
    await other.reload()
    await expect(tab(other, `${VIEW} (web)`)).toHaveAccessibleName(`${VIEW} (web), shared, by Priya, your default`)

    // Remove, after a question that says the view goes for every admin; Cancel keeps it.
    await (await openMenu(page, `${VIEW} (web)`)).getByRole('menuitem', { name: 'Remove' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Remove “${VIEW} (web)”?` })
    await expect(confirm).toContainText('removed for every admin')
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([])
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(tab(page, `${VIEW} (web)`)).toBeVisible()
    await tab(page, `${VIEW} (web)`).click()
    await (await openMenu(page, `${VIEW} (web)`)).getByRole('menuitem', { name: 'Remove' }).click()
    await confirm.getByRole('button', { name: 'Remove for everyone' }).click()
    await expect(page.getByText('View removed')).toBeVisible()
    await expect(tab(page, `${VIEW} (web)`)).toHaveCount(0)
    // The table stays as it was, its filters now no view's.
    await expect(page).not.toHaveURL(/[?&]view=/)
    await expect(page.getByLabel('Kind')).toHaveValue('enrollment')
    await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible()

    // Gone for the other admin too, and with it their default: a bare address stays bare.
    await gotoHydrated(other, '/admin/inquiries')
    await expect(tab(other, `${VIEW} (web)`)).toHaveCount(0)
    await expect(tab(other, 'All inquiries')).toHaveAttribute('aria-current', 'page')
    await expect(other).not.toHaveURL(/[?&]view=/)
    expect(vikram.errors).toEqual([])
  } finally {
    await vikram.close()
  }
})
