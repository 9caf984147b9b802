import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminSuite } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'
import { TEST_API_KEY } from '../helpers/app'
import { validContact, validEnrollment, validInformation } from '../helpers/fixtures'
import { FAST_RETRIES, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'

// New-lead alerts to the fixed ALERT_EMAILS list, through a real SMTP server the test runs.

const TEAM = ['admissions@team.example', 'sales@team.example']
let sink: SmtpSink
const refused = new Set<string>()

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (address) => refused.has(address) })
})
afterAll(() => sink.stop())

const suite = adminSuite('alerts', {
  env: () => ({
    SMTP_URL: sink.url,
    MAIL_FROM: 'SkillForge Alerts <alerts@skillforge.test>',
    ALERT_EMAILS: TEAM.join(', '),
  }),
  deps: { mailSender: FAST_RETRIES },
})

beforeEach(async () => {
  await sink.start().catch(() => {}) // a test may have left it stopped
  sink.received.length = 0
  refused.clear()
})

const headers = { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' }
const postRest = async (path: string, body: unknown) => {
  const res = await suite.app.inject({
    method: 'POST',
    url: `/webservice/api${path}`,
    headers,
    payload: body as object,
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: number }).id
}
const postForm = (procedure: string, input: unknown) =>
  suite.app.inject({
    method: 'POST',
    url: `/trpc/inquiries.${procedure}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
    payload: JSON.stringify(input),
  })
const outbox = (inquiryId: number) =>
  suite.db.selectFrom('mail_outbox').selectAll().where('inquiry_id', '=', inquiryId).execute()

/** Waits until the inquiry's alert has left the pending state, and returns its row. */
async function settled(inquiryId: number) {
  for (let i = 0; i < 300; i++) {
    const [row] = await outbox(inquiryId)
    if (row && row.state !== 'pending') return row
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`The alert of inquiry ${inquiryId} is still pending`)
}

/** Waits until the sender has tried each inquiry's alert, failed, and kept it pending with the reason. */
async function failedOnce(ids: number[]) {
  for (;;) {
    const rows = await suite.db.selectFrom('mail_outbox').selectAll().where('inquiry_id', 'in', ids).execute()
    if (rows.length === ids.length && rows.every((r) => r.state === 'pending' && r.attempts > 0 && r.last_error)) return
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('an alert per new inquiry', () => {
  it('sends one alert per inquiry of each kind to ALERT_EMAILS, with the lead and a link to it', async () => {
    const info = await postRest('/inquiries/information', validInformation)
    const enrol = await postRest('/inquiries/enrollment', validEnrollment)
    const contact = await postRest('/inquiries', validContact)

    const mails = await sink.waitFor(3)
    const byLink = (id: number) =>
      mails.filter((m) => m.text.includes(`https://skillforge.test/admin/inquiries/${id}\n`))
    expect(mails.map((m) => m.to)).toEqual([TEAM, TEAM, TEAM])
    expect(mails.every((m) => m.from === 'alerts@skillforge.test')).toBe(true)

    const [i] = byLink(info)
    expect(i.subject).toBe('New information request: Asha Patel (Data Science and Machine Learning)')
    expect(i.replyTo).toBe('asha.patel@example.in')
    expect(i.text).toMatch(/Name:\s+Asha Patel/)
    expect(i.text).toMatch(/E-mail:\s+asha\.patel@example\.in/)
    expect(i.text).toMatch(/Phone:\s+\+91 98250 12345/)
    expect(i.text).toMatch(/Source:\s+Legacy API, direct/)

    const [e] = byLink(enrol)
    expect(e.subject).toBe('New enrolment application: Rohan Mehta (Cloud Computing and DevOps)')
    expect(e.text).toMatch(/Message:\s+I would like to join the weekend batch\./)
    expect(e.text).toMatch(/Course:\s+Intermediate, 6 months/)
    expect(e.text).toMatch(/Education:\s+Graduate \(Bachelor’s Degree\)/)

    const [c] = byLink(contact)
    expect(c.subject).toBe('New contact message: Priya Shah (Corporate training for 20 engineers)')
    expect(c.text).toMatch(/Inquiry type:\s+Corporate Training/)
    expect(c.html).toContain(`href="https://skillforge.test/admin/inquiries/${contact}"`)

    for (const id of [info, enrol, contact]) expect((await settled(id)).state).toBe('sent')
    // Exactly once: nothing more arrives.
    await new Promise((r) => setTimeout(r, 300))
    expect(sink.received).toHaveLength(3)
  })

  it("names the site form's campaign as the source", async () => {
    const res = await postForm('requestInformation', {
      ...validInformation,
      fullName: 'Campaign Lead',
      attribution: { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'diwali-2026' },
    })
    expect(res.statusCode).toBe(200)
    const [mail] = await sink.waitFor(1)
    expect(mail.subject).toContain('Campaign Lead')
    expect(mail.text).toMatch(/Source:\s+Website, google \/ cpc \/ diwali-2026/)
  })

  it("shows the lead's own text as text: nothing in it is interpreted as HTML", async () => {
    const message = 'Hello <script>alert("x")</script> & <b>bold</b> <a href="https://evil.example">click</a>'
    await postRest('/inquiries', { ...validContact, fullName: 'Tom <b>Evil</b>', message })
    const [mail] = await sink.waitFor(1)
    expect(mail.text).toContain(message)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>bold</b>')
    expect(mail.html).not.toContain('href="https://evil.example"')
    expect(mail.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(mail.html).toContain('Tom &lt;b&gt;Evil&lt;/b&gt;')
  })

  it('sends nothing for a honeypot submission, which is not stored either', async () => {
    const before = await suite.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    const res = await postForm('contact', { ...validContact, website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 300))
    const after = await suite.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
    expect(sink.received).toHaveLength(0)
  })
})

describe('while the mail server is away', () => {
  it('answers every inquiry at once and delivers each alert exactly once when the server returns', async () => {
    await sink.stop()
    const ids: number[] = []
    for (let n = 0; n < 5; n++)
      ids.push(await postRest('/inquiries/information', { ...validInformation, fullName: `Outage Lead ${n}` }))

    await failedOnce(ids)

    await sink.start()
    const mails = await sink.waitFor(5)
    await Promise.all(ids.map(settled))
    await new Promise((r) => setTimeout(r, 500))
    expect(sink.received).toHaveLength(5)
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(5)
    expect(mails.map((m) => m.subject).sort()).toEqual(
      ids.map((_, n) => `New information request: Outage Lead ${n} (Data Science and Machine Learning)`).sort(),
    )
  })

  it('sends nothing for an inquiry marked as spam before its alert could leave', async () => {
    await sink.stop()
    const id = await postRest('/inquiries', { ...validContact, fullName: 'Spammy Sender' })
    await failedOnce([id])
    await suite.db.updateTable('inquiries').set({ status: 'spam' }).where('id', '=', id).execute()
    await sink.start()
    const row = await settled(id)
    expect(row.state).toBe('skipped')
    expect(row.last_error).toBe('The inquiry was marked as spam.')
    expect(sink.received).toHaveLength(0)
  })
})

describe('an address the mail server refuses', () => {
  it('is kept as failed and shown in the back office, not retried for ever, and can be sent again', async () => {
    for (const address of TEAM) refused.add(address)
    const id = await postRest('/inquiries/information', { ...validInformation, fullName: 'Refused Lead' })
    const row = await settled(id)
    expect(row.state).toBe('failed')
    expect(row.attempts).toBe(1)
    expect(row.last_error).toMatch(/550/)

    const recent = await suite.api().admin.alerts.recent.query({ state: 'failed' })
    expect(recent.failed).toBeGreaterThanOrEqual(1)
    expect(recent.items[0]).toMatchObject({ id: row.id, state: 'failed', inquiryId: id, recipients: TEAM })
    expect(recent.items[0].subject).toBe('New information request: Refused Lead (Data Science and Machine Learning)')

    // The member cannot see or resend the outbox.
    expect((await refusal(suite.api(suite.member.token).admin.alerts.recent.query({}))).status).toBe(403)

    refused.clear()
    await suite.api().admin.alerts.retry.mutate({ id: row.id })
    const [mail] = await sink.waitFor(1)
    expect(mail.subject).toBe('New information request: Refused Lead (Data Science and Machine Learning)')
    expect((await settled(id)).state).toBe('sent')

    const again = await refusal(suite.api().admin.alerts.retry.mutate({ id: row.id }))
    expect(again.status).toBe(400)
    expect(again.message).toBe('Only a failed e-mail can be sent again.')
  })

  it('tells the admin where alerts go', async () => {
    const settings = await suite.api().admin.alerts.settings.query()
    expect(settings).toEqual({
      preference: 'each',
      fixedRecipients: TEAM,
      sending: true,
      leadConfirmation: false,
      from: 'SkillForge Alerts <alerts@skillforge.test>',
    })
  })
})
