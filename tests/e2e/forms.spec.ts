import pg from 'pg'
import { test, expect, gotoHydrated } from './fixtures'
import { sendRequestInformation } from './support/site-forms'
import { MESSAGES } from '../../src/shared/inquiry-options'

/**
 * The three inquiry forms end to end: the browser, the tRPC procedure, the database. Rows are read
 * straight from PostgreSQL (E2E_DATABASE_URL, the server's own database, set by playwright.config.ts).
 */
const databaseUrl = process.env.E2E_DATABASE_URL

async function rowsFor(email: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query('select * from inquiries where email = $1 order by id', [email])
    return rows
  } finally {
    await client.end()
  }
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

test.describe('Request Information form (home)', () => {
  test('shows the SPEC messages for empty fields and stores nothing', async ({ page }) => {
    await gotoHydrated(page, '/')
    const form = page.getByRole('form', { name: 'Request information' })
    await form.getByRole('button', { name: 'Request Information' }).click()
    for (const message of [MESSAGES.name, MESSAGES.email, MESSAGES.phone, MESSAGES.program]) {
      await expect(form.getByText(message)).toBeVisible()
    }
  })

  test('stores the request with its first-touch attribution, toasts and resets', async ({ page }) => {
    const email = unique('asha')
    // The visit starts on a campaign link; the form is sent from another page.
    await gotoHydrated(page, '/courses?utm_source=newsletter&utm_medium=email&utm_campaign=nov-batch')
    await gotoHydrated(page, '/')
    const form = page.getByRole('form', { name: 'Request information' })
    await sendRequestInformation(form, { fullName: 'Asha Patel', email, phone: '+91 98250 12345', program: 'data' })

    await expect(page.getByText('Request Submitted')).toBeVisible()
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('')

    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'information',
      full_name: 'Asha Patel',
      phone: '+91 98250 12345',
      program: 'data',
      channel: 'site',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov-batch',
      landing_page: '/courses?utm_source=newsletter&utm_medium=email&utm_campaign=nov-batch',
    })
  })

  test('on failure shows the error toast and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, '/')
    await page.route('**/trpc/inquiries.requestInformation**', (route) => route.abort('connectionrefused'))
    const form = page.getByRole('form', { name: 'Request information' })
    await sendRequestInformation(form, {
      fullName: 'Kiran Rao',
      email: 'kiran@example.in',
      phone: '9876543210',
      program: 'web',
    })

    await expect(page.getByText('There was an error submitting your request. Please try again.')).toBeVisible()
    await expect(form.getByLabel('Full Name')).toHaveValue('Kiran Rao')
    await expect(form.getByLabel('Email')).toHaveValue('kiran@example.in')
    await expect(form.getByLabel('Program of interest')).toHaveValue('web')
    await expect(form.getByRole('button', { name: 'Request Information' })).toBeEnabled()
  })
})

test.describe('Contact form', () => {
  test('validates subject, message and terms with the SPEC messages', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Subject').fill('Hi')
    await form.getByLabel('Message').fill('Call me')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText(MESSAGES.subject)).toBeVisible()
    await expect(form.getByText(MESSAGES.message)).toBeVisible()
    await expect(form.getByText(MESSAGES.terms)).toBeVisible()
  })

  test('stores the message with its subject in program and shows Message Sent', async ({ page }) => {
    const email = unique('priya')
    await gotoHydrated(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Full Name').fill('Priya Shah')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('079-4000-5678')
    await form.getByLabel('Inquiry Type').selectOption('corporate')
    await form.getByLabel('Subject').fill('Corporate React workshop')
    await form.getByLabel('Message').fill('Please share a proposal for a two-week workshop.')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByText('Message Sent')).toBeVisible()
    await expect(form.getByLabel('Subject')).toHaveValue('')
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'contact', program: 'Corporate React workshop', inquiry_type: 'corporate' })
  })
})

test.describe('Enrollment form', () => {
  test('stores the application with the chosen course details and goes home', async ({ page }) => {
    const email = unique('rohan')
    await gotoHydrated(page, '/enroll?course=2&package=standard')
    const form = page.getByRole('form', { name: 'Enrollment application' })
    await form.getByLabel('Full Name').fill('Rohan Mehta')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Phone').fill('9824012345')
    await form.getByLabel('Education').selectOption('graduate')
    await form.getByLabel('Level').selectOption('Intermediate')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit Application' }).click()

    await expect(page.getByText('Application Submitted')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'enrollment',
      program: 'datascience',
      education: 'graduate',
      course_level: 'Intermediate',
      course_duration: '6 months',
    })
  })

  test('on failure shows Submission Failed and stays on the form with the input kept', async ({ page }) => {
    await gotoHydrated(page, '/enroll')
    await page.route('**/trpc/inquiries.enroll**', (route) => route.abort('connectionrefused'))
    const form = page.getByRole('form', { name: 'Enrollment application' })
    await form.getByLabel('Full Name').fill('Meera Iyer')
    await form.getByLabel('Email').fill('meera@example.in')
    await form.getByLabel('Phone').fill('9876501234')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Submit Application' }).click()

    await expect(page.getByText('Submission Failed')).toBeVisible()
    await expect(page).toHaveURL(/\/enroll/)
    await expect(form.getByLabel('Full Name')).toHaveValue('Meera Iyer')
  })
})
