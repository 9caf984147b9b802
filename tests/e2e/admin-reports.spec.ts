import pg from 'pg'
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect, gotoHydrated, DESKTOP } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { contactMarks, firstContactDeadline } from '../../src/shared/office-hours'

/**
 * The funnel (/admin/reports) end to end. Each test stores its leads on an India day of its own, years
 * back, where no other spec's leads arrive, so the totals as well as each source's line are its own; its
 * UTM sources carry a marker of their own too. One lead is enrolled through the drawer, as an admin would,
 * so the stages the app stamps on a status change are what the funnel counts.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

const marker = () => `e2e${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

/** A random day between two years: another run against the same database is unlikely to meet it. */
function dayIn(firstYear: number, lastYear: number): string {
  const start = Date.UTC(firstYear, 0, 1)
  const days = Math.floor((Date.UTC(lastYear, 11, 31) - start) / 86_400_000)
  return new Date(start + Math.floor(Math.random() * days) * 86_400_000).toISOString().slice(0, 10)
}

interface Lead {
  name: string
  source: string
  program: string
  status: string
  /** Intervals after arrival, as PostgreSQL reads them ('4 hours'); absent: never reached. */
  contacted?: string
  qualified?: string
  enrolled?: string
}

/** Stored as the app would have left them: a status and the first time each stage was reached. */
async function storeLeads(day: string, leads: Lead[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    for (const lead of leads) {
      await client.query(
        `insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, utm_medium,
           landing_page, created_at, first_contacted_at, reached_contacted_at, reached_qualified_at, reached_enrolled_at)
         values ('information', $1, $2, $3, '+91 98765 43210', $4, 'site', $5, 'cpc', '/courses', $6::timestamptz,
           $6::timestamptz + $7::interval, $6::timestamptz + $7::interval, $6::timestamptz + $8::interval,
           $6::timestamptz + $9::interval)`,
        [
          lead.status,
          lead.name,
          `${lead.name.split(' ')[0]!.toLowerCase()}@${lead.source}.example`,
          lead.program,
          lead.source,
          // Mid-morning in India: the same India day whatever the database's time zone.
          `${day}T10:00:00+05:30`,
          lead.contacted ?? null,
          lead.qualified ?? null,
          lead.enrolled ?? null,
        ],
      )
    }
  } finally {
    await client.end()
  }
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const funnelTable = (page: Page, group: string) => page.getByRole('table', { name: `Funnel by ${group}` })
const rowOf = (table: Locator, label: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
const figures = (row: Locator) => row.getByRole('cell')

test('the funnel counts each source and the total, groups by program, sorts, and downloads as CSV', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const tag = marker()
  const day = dayIn(2001, 2010)
  const search = `${tag}-search`
  const social = `${tag}-social`
  const laterName = `Later Enrolment ${tag}`
  await storeLeads(day, [
    // Search: 4 inquiries, 3 contacted (after 2, 4 and 6 hours), 2 qualified, 2 enrolled (after 4 and 6 days).
    {
      name: `Asha ${tag}`,
      source: search,
      program: 'fullstack',
      status: 'enrolled',
      contacted: '2 hours',
      qualified: '1 day',
      enrolled: '4 days',
    },
    {
      name: `Bala ${tag}`,
      source: search,
      program: 'cloud',
      status: 'enrolled',
      contacted: '4 hours',
      qualified: '2 days',
      enrolled: '6 days',
    },
    // Contacted, then closed: still counted as contacted.
    { name: `Chitra ${tag}`, source: search, program: 'fullstack', status: 'closed', contacted: '6 hours' },
    { name: `Deepak ${tag}`, source: search, program: 'cloud', status: 'new' },
    // Social: 3 inquiries; one qualified after a first contact at 50 hours, one enrolled below from the drawer.
    {
      name: `Esha ${tag}`,
      source: social,
      program: 'fullstack',
      status: 'qualified',
      contacted: '50 hours',
      qualified: '3 days',
    },
    { name: `Farhan ${tag}`, source: social, program: 'cloud', status: 'new' },
    { name: laterName, source: social, program: 'cloud', status: 'new' },
  ])

  // Enrolled today, years after it arrived: the funnel counts every stage it thereby reached.
  await signInAsAdmin(page, `/admin/inquiries?source=${social}`, 'Inquiries')
  await page.getByRole('link', { name: laterName }).click()
  const detail = page.getByRole('dialog', { name: laterName })
  await detail.getByLabel('Status').selectOption({ label: 'Enrolled' })
  await expect(page.getByText('Status changed to Enrolled')).toBeVisible()
  await detail.getByRole('button', { name: 'Close', exact: true }).click()

  // The navigation leads there; the dates go in the address.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true')
  await gotoHydrated(page, `/admin/reports?from=${day}&to=${day}`)

  const bySource = funnelTable(page, 'source')
  await expect(bySource.locator('tbody tr')).toHaveCount(2)
  await expect(figures(rowOf(bySource, search))).toHaveText(['4', '3', '2', '2', '50.0%', '5.0 days', '4.0 h'])
  await expect(figures(rowOf(bySource, social)).first()).toHaveText('3')
  await expect(figures(rowOf(bySource, social)).nth(4)).toHaveText('33.3%')
  // Medians over every lead that got that far: enrolled after 4, 6 and thousands of days; contacted after
  // 2, 4, 6, 50 hours and the drawer's years.
  await expect(figures(bySource.locator('tfoot tr'))).toHaveText(['7', '5', '4', '3', '42.9%', '6.0 days', '6.0 h'])
  await expect(bySource.getByRole('columnheader', { name: 'Inquiries' })).toHaveAttribute('aria-sort', 'descending')
  await expect(page.getByText('3 enrolled (42.9%)', { exact: false })).toBeVisible()
  // At 1280 px every column fits without scrolling sideways.
  const overflow = await bySource.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expect(page.getByRole('figure', { name: 'Conversion to enrolled by source' })).toBeVisible()
  await expectNoSeriousViolations(page)

  // By program.
  await page.getByRole('group', { name: 'Group by' }).locator('label', { hasText: 'Program' }).click()
  await expect(page).toHaveURL(/[?&]by=program(&|$)/)
  const byProgram = funnelTable(page, 'program')
  const fullStack = 'Full Stack Web Development'
  const cloud = 'Cloud Computing and DevOps'
  await expect(figures(rowOf(byProgram, cloud)).first()).toHaveText('4')
  await expect(figures(rowOf(byProgram, fullStack))).toHaveText(['3', '3', '2', '1', '33.3%', '4.0 days', '6.0 h'])
  const firstRow = byProgram.locator('tbody tr').first().getByRole('rowheader')
  await expect(firstRow).toHaveText(cloud)

  // Sorted by conversion: largest first on the first click, then smallest first; the address keeps it.
  const conversion = byProgram.getByRole('columnheader', { name: 'Conversion' })
  await conversion.getByRole('button').click()
  await expect(conversion).toHaveAttribute('aria-sort', 'descending')
  await expect(firstRow).toHaveText(cloud)
  await conversion.getByRole('button').click()
  await expect(conversion).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/[?&]sort=conversion&dir=asc(&|$)/)
  await expect(firstRow).toHaveText(fullStack)
  await expect(byProgram.getByRole('columnheader', { name: 'Inquiries' })).not.toHaveAttribute('aria-sort')
  await page.reload()
  await expect(firstRow).toHaveText(fullStack)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`funnel-by-program-${day}-to-${day}.csv`)
  const csv = await readFile(await file.path(), 'utf8')
  // The UTF-8 mark first, which String.trim would take for white space.
  expect(csv.startsWith('\uFEFFProgram,')).toBe(true)
  const lines = csv.slice(1).trim().split(/\r?\n/)
  expect(lines[0]).toBe(
    'Program,Inquiries,Contacted,Qualified,Enrolled,Conversion to enrolled (%),Median days to enrol,Median hours to first contact',
  )
  expect(lines).toContain(`${fullStack},3,3,2,1,33.3,4,6`)
  expect(lines.at(-1)).toBe('Total,7,5,4,3,42.9,6,6')
})

test('on a phone the table scrolls in its own box, the page does not, and empty dates say so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const tag = marker()
  const day = dayIn(2011, 2020)
  const source = `${tag}-a-rather-long-newsletter-source`
  const quiet = `${tag}-quiet`
  await storeLeads(day, [
    {
      name: `Gita ${tag}`,
      source,
      program: 'fullstack',
      status: 'enrolled',
      contacted: '30 minutes',
      qualified: '1 day',
      enrolled: '10 days',
    },
    { name: `Hari ${tag}`, source, program: 'fullstack', status: 'contacted', contacted: '5 days' },
    { name: `Ila ${tag}`, source: quiet, program: 'cloud', status: 'new' },
  ])
  await signInAsAdmin(page, `/admin/reports?from=${day}&to=${day}`, 'Reports')

  const table = funnelTable(page, 'source')
  await expect(figures(rowOf(table, source))).toHaveText(['2', '2', '1', '1', '50.0%', '10.0 days', '2.5 days'])
  await expect(page.getByRole('figure', { name: 'Conversion to enrolled by source' })).toBeVisible()
  const box = await table.evaluate((t) => ({
    scroll: t.parentElement!.scrollWidth,
    client: t.parentElement!.clientWidth,
  }))
  expect(box.scroll).toBeGreaterThan(box.client)
  // Charts take the new width a frame or more after the window changes.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await expectNoSeriousViolations(page)

  // A median nobody reached is a dash, said in words.
  await expect(figures(rowOf(table, quiet))).toHaveText([
    '1',
    '0',
    '0',
    '0',
    '0.0%',
    '—None enrolled',
    '—None contacted',
  ])

  await gotoHydrated(page, '/admin/reports?from=1990-01-01&to=1990-01-31')
  await expect(page.getByText('No inquiries arrived in these dates.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled()

  // A quick pick sets both dates; an end before the start is refused in the page.
  await page.getByRole('button', { name: 'Last 30 days' }).click()
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/)
  await gotoHydrated(page, '/admin/reports?from=2020-02-01&to=2020-01-01')
  await expect(page.getByLabel('To')).toHaveAccessibleDescription('The start date must be on or before the end date.')
  await expect(page.getByRole('table', { name: /^Funnel by/ })).toHaveCount(0)
  // Charts take the new width a frame or more after the window changes.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('speed to contact gives the shares within 5 minutes, an hour and the deadline, on a desk and a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const tag = marker()
  // A Wednesday of its own: 10:00 is in office hours, so 5 minutes and an hour of office time are plain ones.
  const random = new Date(`${dayIn(1991, 2000)}T00:00:00Z`)
  const day = new Date(random.getTime() + ((3 - random.getUTCDay() + 7) % 7) * 86_400_000).toISOString().slice(0, 10)
  const arrived = new Date(`${day}T10:00:00+05:30`)
  const marks = contactMarks(arrived)
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    // Contacted after 3 minutes, half an hour, two hours, and never.
    for (const [name, minutes] of [
      ['Quick', 3],
      ['Prompt', 30],
      ['Slow', 120],
      ['Never', null],
    ] as const) {
      await client.query(
        `insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, created_at,
           first_contacted_at, first_contact_due_at, contact_5m_due_at, contact_1h_due_at)
         values ('information', $1, $2, $3, '+91 98765 43210', 'fullstack', 'site', $4, $5, $6, $7, $8, $9)`,
        [
          minutes === null ? 'new' : 'contacted',
          `${name} ${tag}`,
          `${name.toLowerCase()}@${tag}.example`,
          tag,
          arrived,
          minutes === null ? null : new Date(arrived.getTime() + minutes * 60_000),
          firstContactDeadline(arrived, 24),
          marks.within5m,
          marks.within1h,
        ],
      )
    }
  } finally {
    await client.end()
  }
  await signInAsAdmin(page, `/admin/reports?from=${day}&to=${day}`, 'Reports')

  const speed = page.getByRole('region', { name: 'Speed to contact', exact: true })
  const byOwner = speed.getByRole('table', { name: 'Speed to contact by owner' })
  await expect(byOwner.getByRole('columnheader')).toHaveText([
    'Owner',
    'Inquiries',
    'Contacted',
    'Median',
    'Within 5 min',
    'Within 1 h',
    'Within deadline',
  ])
  await expect(figures(rowOf(byOwner, 'Unassigned'))).toHaveText(['4', '3', '30 min', '25%', '50%', '75%'])
  // The week's table is the chart's text form, in the page for screen readers.
  const byWeek = speed.getByRole('table', { name: 'Speed to contact by week' })
  await expect(figures(byWeek.locator('tbody tr'))).toHaveText(['4', '3', '30 min', '25%', '50%', '75%'])
  const figure = (label: string) => speed.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
  await expect(figure('Contacted within 5 min').locator('dd')).toHaveText('25%')
  await expect(figure('Contacted within 1 h').locator('dd')).toHaveText('50%')
  await expect(figure('Contacted within the deadline').locator('dd')).toHaveText('75%')
  await expectNoSeriousViolations(page)

  // On a phone the owner table scrolls in its own box, keeping the owner in view; the page does not scroll.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(figures(rowOf(byOwner, 'Unassigned')).nth(3)).toHaveText('25%')
  // Charts take the new width a frame or more after the window changes.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  const owner = byOwner.getByRole('rowheader', { name: 'Unassigned' })
  await owner.scrollIntoViewIfNeeded()
  const before = await owner.boundingBox()
  const scrolled = await byOwner.evaluate((t) => {
    const box = t.parentElement!
    box.scrollLeft = box.scrollWidth
    return box.scrollLeft
  })
  expect(scrolled).toBeGreaterThan(0)
  expect((await owner.boundingBox())?.x).toBe(before?.x)
  await expect(byOwner.getByRole('columnheader', { name: 'Within deadline' })).toBeInViewport()
  await expectNoSeriousViolations(page)
})
