import pg from 'pg'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { test, expect, gotoHydrated, MOBILE } from './fixtures'
import { installGoogleApiStandIn } from './support/google-api-stand-in'
import { signInWithPopup } from './support/google-sign-in'
import { sendRequestInformation } from './support/site-forms'
import { escapeRegExp } from './regexp'
import { programLabel } from '../../src/shared/program-labels'
import { ADMIN_INQUIRY_MESSAGES } from '../../src/shared/schemas/admin-inquiries'
import { ADMISSIONS_MESSAGES } from '../../src/shared/schemas/admissions'

/**
 * A counsellor's day at the admissions desk, end to end: they take new leads, one arrives through the
 * public form and is dealt to them, they message it on WhatsApp from its detail, log that nobody
 * answered, promise a call-back tomorrow and, once it is done, mark it done.
 *
 * The follow-up is set for tomorrow (India's), never for later today: "later today" would be tomorrow
 * when the suite runs near midnight in India, and tomorrow is always in the table's "upcoming" filter.
 */
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context }) => {
  await installGoogleApiStandIn(context)
  // The WhatsApp action opens wa.me in a tab of its own; the suite runs offline, so it gets a page of ours.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  )
})

const marker = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** A visitor, in a browser of their own, asks for information on the home page. */
async function requestInformation(browser: Browser, lead: { name: string; email: string; phone: string }) {
  const visitor = await browser.newPage()
  try {
    await gotoHydrated(visitor, '/')
    const form = visitor.getByRole('form', { name: 'Request information' })
    await sendRequestInformation(form, { fullName: lead.name, email: lead.email, phone: lead.phone, program: 'data' })
    await expect(visitor.getByText('Request Submitted')).toBeVisible()
  } finally {
    await visitor.close()
  }
}

async function query(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/**
 * My day's switch, waiting until the server has it: on, the admin is among those who take new leads.
 * Returns what it was, for the test to put back.
 */
async function takeNewLeads(page: Page, on: boolean): Promise<boolean> {
  await gotoHydrated(page, '/admin/today')
  const toggle = page.getByRole('switch', { name: 'Take new leads' })
  const was = await toggle.isChecked()
  if (was !== on) {
    await toggle.click()
    const saved = on ? 'You are taking new leads' : 'You are no longer taking new leads'
    await expect(page.getByText(saved, { exact: true })).toBeVisible()
  }
  await expect(toggle).toBeChecked({ checked: on })
  return was
}

/**
 * A visitor asks for information and the lead is dealt to the admin. admin@example.com is one account
 * for every spec, and admin-today.spec.ts flips its switch off for a moment too: a lead that arrives
 * then stays unassigned, so the visitor asks once more (a new e-mail each time, found by `search`).
 */
async function leadDealtToAdmin(page: Page, browser: Browser, tag: string) {
  for (let attempt = 1; ; attempt++) {
    await takeNewLeads(page, true)
    const search = `${tag}x${attempt}`
    const email = `priya.${search}@example.in`
    await requestInformation(browser, { name: 'Priya Raman', email, phone: '+91 98250 12345' })
    const { rows } = await query('select owner_uid from inquiries where email = $1', [email])
    if (rows[0]?.owner_uid || attempt === 3) return { email, search }
  }
}

const table = (page: Page) => page.getByRole('table', { name: 'Inquiries' })

test('a counsellor takes a new lead, messages it, logs the outcome and sets and completes a follow-up', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/admin/today')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await signInWithPopup(page, 'admin@example.com', 'Site Admin')
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible()
  const wasTaking = await page.getByRole('switch', { name: 'Take new leads' }).isChecked()

  try {
    const { email, search } = await leadDealtToAdmin(page, browser, marker())

    // The lead was dealt to the counsellor as it arrived.
    await gotoHydrated(page, `/admin/inquiries?q=${search}`)
    const row = table(page).getByRole('row', { name: /Priya Raman/ })
    await expect(row).toContainText('Site Admin')
    await row.getByRole('link', { name: 'Priya Raman' }).click()
    const detail = page.getByRole('dialog', { name: 'Priya Raman' })
    await expect(detail).toBeVisible()
    await expect(detail.getByLabel('Owner').locator('option:checked')).toHaveText(/\(you\)/)
    const history = detail.getByRole('list', { name: 'History' })
    await expect(history).toContainText('Round-robin assigned to Site Admin')
    await expect(detail).toContainText(/Contact by \w{3} \d{1,2} \w{3}, \d{2}:\d{2}/)

    // WhatsApp, with a message greeting her and naming the program she asked about.
    const whatsapp = detail.getByRole('link', { name: 'WhatsApp Priya' })
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    const href = (await whatsapp.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/919825012345\?text=/)
    const text = decodeURIComponent(new URL(href).searchParams.get('text') ?? '')
    expect(text).toContain('Priya')
    expect(text).toContain(programLabel('data'))
    await expect(detail.getByRole('link', { name: 'Call Priya' })).toHaveAttribute('href', 'tel:+919825012345')
    await expect(detail.getByRole('link', { name: 'E-mail Priya' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${escapeRegExp(email)}\\?subject=`),
    )

    const chat = page.waitForEvent('popup')
    await whatsapp.click()
    await (await chat).close()

    // Back from WhatsApp, the detail asks how it went, on that channel.
    await expect(detail.getByText('How did the WhatsApp message go?')).toBeVisible()
    await expect(detail.getByRole('radio', { name: 'WhatsApp', exact: true })).toBeChecked()
    await expect(detail.getByRole('radio', { name: 'Reached', exact: true })).toBeFocused()
    await detail.getByRole('radio', { name: 'No answer', exact: true }).check()
    await detail.getByLabel('Contact note').fill('Delivered, not read yet.')
    await detail.getByRole('button', { name: 'Log contact' }).click()
    await expect(page.getByText('Contact logged', { exact: true })).toBeVisible()
    await expect(history).toContainText('Site Admin logged a WhatsApp message: No answer')
    await expect(history).toContainText('Delivered, not read yet.')
    await expect(detail.getByRole('radio', { name: 'No answer', exact: true })).not.toBeChecked()
    await expect(detail).toContainText('First contacted just now')
    // Nobody answered, so the lead is still New.
    await expect(detail.getByLabel('Status')).toHaveValue('new')

    // A call-back tomorrow morning, India time.
    await detail.getByRole('button', { name: 'Tomorrow 10:00' }).click()
    await expect(detail.getByLabel('Follow-up time')).toHaveValue(/T10:00$/)
    await detail.getByLabel('Follow-up note').fill('Call about weekend batches')
    await detail.getByRole('button', { name: 'Set follow-up' }).click()
    await expect(page.getByText('Follow-up set', { exact: true })).toBeVisible()
    await expect(detail).toContainText(/Due \w{3} \d{1,2} \w{3}, 10:00/)
    await expect(history).toContainText(/set a follow-up for \w{3} \d{1,2} \w{3}, 10:00/)
    await expect(detail.getByRole('button', { name: 'Change follow-up' })).toBeVisible()

    // My day lists it among the upcoming follow-ups, and so does the table under the same filter.
    await detail.getByRole('button', { name: 'Close', exact: true }).click()
    await gotoHydrated(page, `/admin/inquiries?followUp=upcoming&q=${search}`)
    await expect(row).toHaveCount(1)
    await gotoHydrated(page, '/admin/today')
    const upcoming = page.getByRole('region', { name: /^Upcoming follow-ups/ })
    const planned = upcoming.getByRole('listitem').filter({ hasText: 'Priya Raman' })
    await expect(planned).toContainText('Due in')
    await expect(planned).toContainText('10:00 am')

    // Done, from My day's drawer: it leaves the list, and the history says what was done.
    await planned.getByRole('link', { name: 'Priya Raman' }).click()
    await expect(page).toHaveURL(/\/admin\/today\/\d+$/)
    await detail.getByRole('button', { name: 'Mark done' }).click()
    await expect(page.getByText('Follow-up completed', { exact: true })).toBeVisible()
    await expect(detail).toContainText('No follow-up set.')
    await expect(history).toContainText(/completed the follow-up due \w{3} \d{1,2} \w{3}, 10:00/)
    await expect(history).toContainText('Call about weekend batches')
    await detail.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/today$/)
    await expect(planned).toHaveCount(0)
  } finally {
    await takeNewLeads(page, wasTaking)
  }
})

/** India's wall clock `ms` from now, as a datetime-local input holds it. */
const indiaInput = (ms: number) => new Date(Date.now() + ms + 330 * 60_000).toISOString().slice(0, 16)

test('on a phone, a late lead on a landline: mistakes show beside their field and the input is kept', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  const tag = marker()
  // Arrived three days ago, nobody has called: past its first-contact deadline.
  const { rows } = await query(
    `insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, created_at,
       first_contact_due_at)
     values ('information', 'new', 'Meera Pillai', $1, '022 2345 6789', 'web', 'site', $2, now() - interval '3 days',
       now() - interval '1 hour')
     returning id`,
    [`meera.${tag}@example.in`, tag],
  )
  const id = Number(rows[0].id)

  await gotoHydrated(page, `/admin/inquiries/${id}`)
  await expect(page).toHaveURL(/\/login\?redirect=/)
  await signInWithPopup(page, 'admin@example.com', 'Site Admin')
  const detail = page.getByRole('dialog', { name: 'Meera Pillai' })
  await expect(detail).toBeVisible()
  await expect(detail).toContainText(/Late: first contact was due \w{3} \d{1,2} \w{3}, \d{2}:\d{2}/)

  // A landline: a call and an e-mail, and no WhatsApp.
  await expect(detail.getByRole('link', { name: 'Call Meera' })).toHaveAttribute('href', 'tel:02223456789')
  await expect(detail.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0)
  await expect(detail.getByText('No WhatsApp: this number cannot be a mobile.')).toBeVisible()

  // A follow-up two days back is refused beside the time, which stays as typed.
  const when = detail.getByLabel('Follow-up time')
  const past = indiaInput(-2 * 86_400_000)
  await when.fill(past)
  await detail.getByRole('button', { name: 'Set follow-up' }).click()
  await expect(detail.getByText(ADMISSIONS_MESSAGES.dueInPast)).toBeVisible()
  await expect(when).toHaveAttribute('aria-invalid', 'true')
  await expect(when).toHaveValue(past)
  await expect(when).toBeFocused()

  // No outcome chosen: the outcome group says so.
  await detail.getByRole('button', { name: 'Log contact' }).click()
  const outcome = detail.getByRole('group', { name: 'Outcome' })
  await expect(outcome.getByText(ADMISSIONS_MESSAGES.outcome)).toBeVisible()

  // A refusal about one field shows beside it. The form never sends a note that long, so the request is
  // lengthened on its way, as another client's could be.
  const logContact = '**/trpc/admin.inquiries.logContact**'
  await page.route(logContact, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), note: 'x'.repeat(5000) }) }),
  )
  await outcome.getByRole('radio', { name: 'No answer', exact: true }).check()
  await detail.getByLabel('Contact note').fill('Rang at noon.')
  await detail.getByRole('button', { name: 'Log contact' }).click()
  const note = detail.getByLabel('Contact note')
  await expect(note).toHaveAttribute('aria-invalid', 'true')
  await expect(note).toHaveAccessibleDescription(ADMISSIONS_MESSAGES.note)
  await expect(note).toHaveValue('Rang at noon.')
  await page.unroute(logContact)

  // The lead is deleted meanwhile: the server's refusal shows under the form, and nothing typed is lost.
  await query('delete from inquiries where id = $1', [id])
  await outcome.getByRole('radio', { name: 'Busy', exact: true }).check()
  await note.fill('Line engaged twice.')
  await detail.getByRole('button', { name: 'Log contact' }).click()
  await expect(detail.getByText(ADMIN_INQUIRY_MESSAGES.notFound)).toBeVisible()
  await expect(outcome.getByRole('radio', { name: 'Busy', exact: true })).toBeChecked()
  await expect(note).toHaveValue('Line engaged twice.')

  // The drawer, messages and all, fits the phone and passes axe's WCAG 2.1 AA checks.
  const width = await detail.evaluate((d) => d.scrollWidth)
  expect(width).toBeLessThanOrEqual(MOBILE.width)
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
