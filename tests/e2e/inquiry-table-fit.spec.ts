import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInAsAdmin } from './support/admin-session'
import { submitForm, tag } from './support/site-forms'

/**
 * The inquiry table on a desk screen: at 1280 px the default columns fit the page with the longest program
 * names and a long name and e-mail (program and e-mail on one line, the name on at most two); narrower, the
 * table scrolls inside its frame (never the page) with the select box and the name in view. The leads come
 * in through the site's own forms' procedures; the table is searched for this run's tag, so other specs'
 * leads never show.
 */
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
})

/** Every column an admin sees before hiding any: the message is the detail's, not the table's. */
const DEFAULT_HEADERS = [
  'Received',
  'Name',
  'E-mail',
  'Phone',
  'Kind',
  'Program',
  'Status',
  'Owner',
  'Source',
  'Channel',
]

const table = (page: Page) => page.getByRole('table', { name: 'Inquiries' })
/** The element that scrolls sideways when the table does not fit: the table's frame. */
const frame = (page: Page) => table(page).locator('xpath=..')

/**
 * Three leads with the longest program names, a long name and a long e-mail; the contact message comes
 * from the same person, so that name also carries the repeat mark. The mobiles are this run's own.
 */
async function seedLeads(page: Page, t: string) {
  const mobile = (n: number) => `9${n}${String(Date.now()).slice(-8)}`
  const person = {
    fullName: `Venkatalakshmi Subramaniam Ramachandran ${t}`,
    email: `venkatalakshmi.subramaniam.${t}@skillforge-alumni-network.example.in`,
    phone: `+91 ${mobile(1).slice(0, 5)} ${mobile(1).slice(5)}`,
  }
  await submitForm(page.request, 'enroll', {
    ...person,
    program: 'datascience',
    attribution: { utmSource: 'google-ads-brand-campaign' },
  })
  await submitForm(page.request, 'requestInformation', {
    fullName: `Anjali Deshpande ${t}`,
    email: `anjali.${t}@example.in`,
    phone: mobile(2),
    program: 'mobile',
  })
  await submitForm(page.request, 'contact', {
    ...person,
    program: `Weekend batch fees and instalment options for working professionals ${t}`,
    message: 'Can I pay the data science course fees in three instalments?',
  })
}

/** How many lines a cell's text shows: the most visible line boxes of any of its texts (screen-reader-only text left out). */
function lineCount(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    let most = 0
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const shown = node.parentElement?.getBoundingClientRect()
      if (!node.textContent?.trim() || !shown || shown.width <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Lines a clamp hides lie below their element's box.
      const tops = [...range.getClientRects()].filter((r) => r.top < shown.bottom - 1).map((r) => Math.round(r.top))
      most = Math.max(most, new Set(tops).size)
    }
    return most
  })
}

const overflow = (el: Locator) =>
  el.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }))
const pageOverflow = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))

test('at 1280 px the default columns fit without scrolling; narrower, the table scrolls with the name in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const t = tag()
  await seedLeads(page, t)
  await signInAsAdmin(page, `/admin/inquiries?q=${t}`, 'Inquiries')
  const rows = table(page).getByRole('row').filter({ hasText: t })
  await expect(rows).toHaveCount(3)

  const headers = (await table(page).getByRole('columnheader').allInnerTexts()).map((h) => h.trim())
  expect(headers.filter(Boolean)).toEqual(DEFAULT_HEADERS)

  // The frame does not scroll sideways, and neither does the page.
  const fit = await overflow(frame(page))
  expect(fit.scrollWidth, `table frame ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.clientWidth)
  const whole = await pageOverflow(page)
  expect(whole.scrollWidth).toBeLessThanOrEqual(whole.clientWidth)

  // Each row on one line, the name on at most two: a program reads in a few words, the e-mail is cut.
  const program = headers.indexOf('Program')
  const email = headers.indexOf('E-mail')
  const name = headers.indexOf('Name')
  for (const row of await rows.all()) {
    for (const [column, most] of [
      [program, 1],
      [email, 1],
      [name, 2],
    ] as const) {
      const cell = row.getByRole('cell').nth(column)
      expect(await lineCount(cell), `${headers[column]}: ${await cell.innerText()}`).toBeLessThanOrEqual(most)
    }
  }
  // The program's full name is what a screen reader says and what hovering shows.
  const enrolment = rows.filter({ hasText: 'Enrolment' })
  const enrolled = enrolment.getByRole('cell').nth(program)
  await expect(enrolled).toHaveText(/^Data Science/)
  await expect(enrolled).toHaveAccessibleName('Data Science and Machine Learning')
  await expect(enrolled.locator('[title="Data Science and Machine Learning"]')).toHaveCount(1)
  // The long e-mail ends in an ellipsis, whole in its title.
  const longEmail = enrolment.getByRole('cell').nth(email).locator('[title]')
  await expect(longEmail).toHaveAttribute('title', /^venkatalakshmi\.subramaniam\./)
  const cut = await overflow(longEmail)
  expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth)

  // Narrower: the frame scrolls, not the page.
  await page.setViewportSize({ width: 900, height: 800 })
  await expect
    .poll(async () => (await overflow(frame(page))).scrollWidth > (await overflow(frame(page))).clientWidth)
    .toBe(true)
  const narrow = await pageOverflow(page)
  expect(narrow.scrollWidth).toBeLessThanOrEqual(narrow.clientWidth)

  // Scrolled to its end, the last column shows and the select box and the name stay in view, side by side.
  await frame(page).evaluate((el) => {
    el.scrollIntoView({ block: 'center' })
    el.scrollTo({ left: el.scrollWidth })
  })
  await expect.poll(() => frame(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  const box = (await frame(page).boundingBox())!
  const inView = async (el: Locator) => {
    const b = (await el.boundingBox())!
    expect(b.x, await el.innerText()).toBeGreaterThanOrEqual(box.x - 0.5)
    expect(b.x + b.width, await el.innerText()).toBeLessThanOrEqual(box.x + box.width + 0.5)
    return b
  }
  await inView(table(page).getByRole('columnheader', { name: 'Channel' }))
  const selectBox = await inView(enrolment.getByRole('cell').first())
  const nameBox = await inView(enrolment.getByRole('cell').filter({ has: page.getByRole('link') }))
  expect(Math.abs(nameBox.x - (selectBox.x + selectBox.width))).toBeLessThanOrEqual(1)
  // Nothing that scrolled lies over them: a click there reaches the box and the link.
  const link = enrolment.getByRole('link', { name: /Venkatalakshmi/ })
  const checkbox = enrolment.getByRole('checkbox')
  for (const target of [link, checkbox]) {
    const b = (await target.boundingBox())!
    const hit = await target.evaluate(
      (el, [x, y]) => el === document.elementFromPoint(x!, y!) || el.contains(document.elementFromPoint(x!, y!)),
      [b.x + Math.min(b.width / 2, 20), b.y + b.height / 2],
    )
    expect(hit).toBe(true)
  }

  // Sticky cells, the cut values and the hidden full names pass axe.
  const axe = await new AxeBuilder({ page }).include('#main table').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
