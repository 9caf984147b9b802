import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated, MOBILE } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsMember, withDatabase } from './support/member-session'

/**
 * The back office on a phone (390 by 844 px): the bar is one line whose Menu discloses the role's pages,
 * My day's first screen shows the first lead to call with its Call button, and the quick actions are
 * thumb-sized (44 by 44 px at least). Leads are stored straight in the suite's database under names of
 * the test's own, and belong to the member who signs in, so other specs' leads never come first.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, page }) => {
  await installGoogleApiStandIn(context)
  await page.setViewportSize(MOBILE)
})

const marker = () => `e2e${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

interface PhoneLead {
  name: string
  ownerUid: string | null
  /** How long ago its first-contact deadline passed, as PostgreSQL reads an interval. */
  lateBy: string
}

/** Stores leads not yet contacted, past their first-contact deadline; answers their ids by name. */
async function storeLateLeads(source: string, leads: PhoneLead[]): Promise<Map<string, number>> {
  return withDatabase(async (client) => {
    const ids = new Map<string, number>()
    for (const lead of leads) {
      const { rows } = await client.query<{ id: number }>(
        `insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, utm_medium,
           landing_page, created_at, owner_uid, first_contact_due_at)
         values ('information', 'new', $1, $2, '+91 98765 43210', 'data', 'site', $3, 'cpc', '/courses',
           now() - interval '2 days', $4, now() - $5::interval)
         returning id`,
        [
          lead.name,
          `${lead.name.split(' ')[0]!.toLowerCase()}.${source}@example.com`,
          source,
          lead.ownerUid,
          lead.lateBy,
        ],
      )
      ids.set(lead.name, rows[0]!.id)
    }
    return ids
  })
}

/** Top and bottom of the element against the first screen: below the bar, above the fold. */
async function expectOnFirstScreen(page: Page, element: Locator) {
  const bar = (await page.getByRole('banner').boundingBox())!
  const box = (await element.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height)
  expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height)
}

async function expectThumbSized(target: Locator) {
  const box = (await target.boundingBox())!
  expect(box.height, `height of ${await target.textContent()}`).toBeGreaterThanOrEqual(44)
  expect(box.width, `width of ${await target.textContent()}`).toBeGreaterThanOrEqual(44)
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office' })
const menuButton = (page: Page) => page.getByRole('button', { name: /^Menu/ })

test('an owner’s bar is one line; Menu opens by keyboard with every page, and closes on Escape, a page or a tap beside it', async ({
  page,
}) => {
  await signInAsMember(page, `Phone Owner ${marker()}`, 'owner')
  await gotoHydrated(page, '/admin/inquiries')
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible()

  // One line: the brand and Menu, 56 px where the pages in three rows took 184.
  const bar = (await page.getByRole('banner').boundingBox())!
  expect(bar.height).toBeLessThanOrEqual(64)
  await expect(nav(page)).toBeHidden()
  const menu = menuButton(page)
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expectThumbSized(menu)

  // Enter opens it; Tab goes from the button into the pages, each a thumb's height.
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const panelId = await menu.getAttribute('aria-controls')
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible()
  await expect(nav(page).getByRole('link')).toHaveText([
    /^My day/,
    'Inquiries',
    'Reports',
    'Imports',
    'Privacy',
    'Alerts',
    'Team',
    'Access log',
  ])
  await expect(nav(page).getByRole('link', { name: 'Inquiries' })).toHaveAttribute('aria-current', 'page')
  for (const link of await nav(page).getByRole('link').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  }
  await expect(page.getByRole('link', { name: 'View site' })).toBeVisible()
  expect((await page.getByRole('banner').boundingBox())!.height).toBe(bar.height)
  expect(await axeViolations(page)).toEqual([])

  await page.keyboard.press('Tab')
  await expect(nav(page).getByRole('link', { name: /^My day/ })).toBeFocused()
  // Escape closes it, and the keyboard is back on Menu.
  await page.keyboard.press('Escape')
  await expect(nav(page)).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()

  // Space opens it again; a page chosen by keyboard opens, with the pages out of its way.
  await page.keyboard.press(' ')
  await expect(nav(page)).toBeVisible()
  for (let i = 0; i < 7; i++) await page.keyboard.press('Tab')
  await expect(nav(page).getByRole('link', { name: 'Team' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/set-admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  await expect(nav(page)).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()

  // By touch: a page opens and the panel goes; a tap beside the panel closes it too.
  await menu.click()
  await nav(page).getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(nav(page)).toBeHidden()
  await menu.click()
  await expect(nav(page)).toBeVisible()
  // In the page's margin, where nothing of its own answers a tap.
  await page.mouse.click(5, MOBILE.height - 20)
  await expect(nav(page)).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
})

test('a counsellor’s My day shows the first lead to call on the first screen; the quick actions are thumb-sized', async ({
  page,
}) => {
  const tag = marker()
  const uid = await signInAsMember(page, `Phone Counsellor ${tag}`, 'counsellor')
  // Their only lead is late: "My late leads", under the empty overdue and due-today lists.
  const mine = `Meenakshi Sundaram ${tag}`
  const open = `Usha Unassigned ${tag}`
  const ids = await storeLateLeads(tag, [
    { name: mine, ownerUid: uid, lateBy: '2 hours 5 minutes' },
    // The latest deadline to pass: first among the unassigned late leads, whatever else is there.
    { name: open, ownerUid: null, lateBy: '1 minute' },
  ])
  await gotoHydrated(page, '/admin/today')
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(64)

  // The counsellor's pages, and nothing of the owners'.
  await menuButton(page).press('Enter')
  await expect(nav(page).getByRole('link')).toHaveText([/^My day/, 'Inquiries', 'Reports', 'Alerts'])
  await page.keyboard.press('Escape')
  await expect(nav(page)).toBeHidden()

  // The first lead to call: its name, what it asked about and its Call button, without scrolling.
  const row = page
    .getByRole('region', { name: 'My late leads', exact: true })
    .getByRole('listitem')
    .filter({ hasText: mine })
  const name = row.getByRole('link', { name: mine })
  const call = row.getByRole('link', { name: /^Call/ })
  await expect(row).toContainText('Data Science')
  await expect(row).toContainText('Late by 2 hours')
  await expect(call).toHaveAttribute('href', 'tel:+919876543210')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expectOnFirstScreen(page, name)
  await expectOnFirstScreen(page, row.getByText('Data Science'))
  await expectOnFirstScreen(page, call)
  await expectThumbSized(call)
  // Taking new leads is still on the page, and nothing scrolls sideways.
  await expect(page.getByRole('switch', { name: 'Take new leads' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)

  const unassigned = page
    .getByRole('region', { name: 'Unassigned late leads', exact: true })
    .getByRole('listitem')
    .filter({ hasText: open })
  await expectThumbSized(unassigned.getByRole('link', { name: /^Call/ }))
  await expectThumbSized(unassigned.getByRole('button', { name: `Assign to me: ${open}` }))
  expect(await axeViolations(page)).toEqual([])

  // The lead's detail: calling, messaging, taking it, its status and follow-up, and closing, by thumb.
  await gotoHydrated(page, `/admin/today/${ids.get(open)}`)
  const detail = page.getByRole('dialog', { name: open })
  await expect(detail).toBeVisible()
  const actions = detail.getByRole('list', { name: 'Quick actions' }).getByRole('link')
  await expect(actions).toHaveText(['Call', 'WhatsApp', 'E-mail'])
  for (const action of await actions.all()) await expectThumbSized(action)
  const triage = detail.getByRole('region', { name: 'Triage' })
  await expectThumbSized(triage.getByRole('button', { name: 'Take this lead' }))
  await expectThumbSized(triage.getByLabel('Status'))
  const followUp = detail.getByRole('region', { name: 'Follow-up' })
  for (const pick of await followUp.getByRole('group', { name: 'Quick picks' }).getByRole('button').all()) {
    await expectThumbSized(pick)
  }
  await expectThumbSized(followUp.getByRole('button', { name: 'Set follow-up' }))
  const close = detail.getByRole('button', { name: 'Close', exact: true })
  await expectThumbSized(close)
  await close.click()
  await expect(page).toHaveURL(/\/admin\/today$/)
})
