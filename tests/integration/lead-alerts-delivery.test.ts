import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pino from 'pino'
import type { FastifyInstance } from 'fastify'
import { adminSuite, insertInquiries } from '../helpers/admin-trpc'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { databaseForApps } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { FAST_RETRIES, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { openDatabase } from '../../src/server/db/database'
import { enqueueDigests } from '../../src/server/mail/scheduled-mail-store'
import { dueDigestDay, MailSender } from '../../src/server/mail/mail-sender'
import { createInquiry } from '../../src/server/inquiries/inquiry-store'
import { InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { informationRequestSchema } from '../../src/shared/schemas/inquiry'
import type { AlertPreference } from '../../src/shared/schemas/alerts'

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink.stop())
beforeEach(async () => {
  await sink.start().catch(() => {}) // a test may have left it stopped
  sink.received.length = 0
})

const restHeaders = { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' }
async function postInformation(app: FastifyInstance, fullName: string, email = 'lead@example.in') {
  const res = await app.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: restHeaders,
    payload: { ...validInformation, fullName, email },
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: number }).id
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('without ALERT_EMAILS, every admin by their own choice', () => {
  const suite = adminSuite('alert-choices', { env: () => ({ SMTP_URL: sink.url }), deps: { mailSender: FAST_RETRIES } })
  const choose = (alerts: AlertPreference, token: string) =>
    suite.api(token).admin.users.savePreferences.mutate({ alerts })

  it('alerts every admin who has not chosen otherwise, and no one who is not an admin', async () => {
    await postInformation(suite.app, 'First Lead')
    const [mail] = await sink.waitFor(1)
    expect(mail.to.sort()).toEqual([suite.admin.email, suite.otherAdmin.email].sort())
    expect(mail.to).not.toContain(suite.member.email)
  })

  it('leaves out an admin who chose the digest, and sends nothing when nobody wants each alert', async () => {
    await choose('digest', suite.otherAdmin.token)
    await postInformation(suite.app, 'Second Lead')
    const [mail] = await sink.waitFor(1)
    expect(mail.to).toEqual([suite.admin.email])

    await choose('none', suite.admin.token)
    expect(await suite.api().admin.alerts.settings.query()).toMatchObject({ preference: 'none' })
    const id = await postInformation(suite.app, 'Third Lead')
    for (;;) {
      const row = await suite.db.selectFrom('mail_outbox').selectAll().where('inquiry_id', '=', id).executeTakeFirst()
      if (row?.state === 'skipped') break
      await pause(25)
    }
    expect(sink.received).toHaveLength(1)
    await choose('each', suite.admin.token)
  })

  it("sends a digest admin one e-mail with the day's inquiries, spam left out, once however often it is queued", async () => {
    await insertInquiries(suite.db, [
      { full_name: 'Morning Lead', created_at: new Date('2026-01-10T03:00:00Z') },
      {
        full_name: 'Evening Lead',
        kind: 'contact',
        program: 'Weekend batch',
        created_at: new Date('2026-01-10T14:00:00Z'),
      },
      { full_name: 'Spam Lead', status: 'spam', created_at: new Date('2026-01-10T15:00:00Z') },
      { full_name: 'Next Day Lead', created_at: new Date('2026-01-10T19:00:00Z') }, // 00:30 IST on the 11th
    ])
    expect(await enqueueDigests(suite.db, '2026-01-10')).toBe(1)
    expect(await enqueueDigests(suite.db, '2026-01-10')).toBe(0)

    const [digest] = await sink.waitFor(1)
    expect(digest.to).toEqual([suite.otherAdmin.email])
    expect(digest.subject).toBe('2 new inquiries on 2026-01-10 — SkillForge IT Academy')
    expect(digest.text).toContain('Information: 1, Contact: 1')
    expect(digest.text).toContain('08:30  Information: Morning Lead (Full Stack Web Development)')
    expect(digest.text).toContain('19:30  Contact: Evening Lead (Weekend batch)')
    expect(digest.text).not.toContain('Spam Lead')
    expect(digest.text).not.toContain('Next Day Lead')
    expect(digest.text).toContain('https://skillforge.test/admin/inquiries?from=2026-01-10&to=2026-01-10')
    await pause(300)
    expect(sink.received).toHaveLength(1)
  })

  it("queues yesterday's digest from 9:00 India time", () => {
    expect(dueDigestDay(new Date('2026-01-11T03:29:59Z'))).toBeNull() // 08:59 IST
    expect(dueDigestDay(new Date('2026-01-11T03:30:00Z'))).toBe('2026-01-10') // 09:00 IST
    expect(dueDigestDay(new Date('2026-01-11T18:29:59Z'))).toBe('2026-01-10') // 23:59 IST
    expect(dueDigestDay(new Date('2026-01-11T18:30:00Z'))).toBeNull() // 00:00 IST on the 12th
  })
})

describe('one database, several apps and senders', () => {
  const own = databaseForApps()
  const start = async (env: Record<string, string>, logStream?: { write(line: string): void }) => {
    const app = await testApp({ ALERT_EMAILS: 'team@admissions.example', ...env }, own.tdb.handle, {
      mailSender: FAST_RETRIES,
      ...(logStream && { logStream }),
    })
    own.apps.push(app)
    return app
  }

  it('on a new site, before any admin has signed in, alerts the ADMIN_EMAILS', async () => {
    const app = await start({ SMTP_URL: sink.url, ALERT_EMAILS: '', ADMIN_EMAILS: 'First.Admin@new-site.example' })
    await postInformation(app, 'Very First Lead')
    const [mail] = await sink.waitFor(1)
    expect(mail.to).toEqual(['first.admin@new-site.example'])
    expect(mail.subject).toContain('Very First Lead')
    await app.close()
  })

  it('with LEAD_CONFIRMATION=on, also tells the lead that their request arrived', async () => {
    const app = await start({ SMTP_URL: sink.url, LEAD_CONFIRMATION: 'on' })
    await postInformation(app, 'Confirmed Lead', 'confirmed.lead@example.in')
    const mails = await sink.waitFor(2)
    const receipt = mails.find((m) => m.to[0] === 'confirmed.lead@example.in')!
    expect(mails.find((m) => m.to[0] === 'team@admissions.example')?.subject).toContain('Confirmed Lead')
    expect(receipt.subject).toBe('We have received your request for information — SkillForge IT Academy')
    expect(receipt.text).toContain('Dear Confirmed Lead,')
    expect(receipt.text).toContain('Phone: +91 79 4000 1234')
    expect(receipt.text).toContain('E-mail: info@skillforge-academy.in')
    await app.close()
  })

  it('without SMTP_URL, keeps each alert readable and logs that it was kept, not to whom', async () => {
    const lines: string[] = []
    const app = await start({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) })
    const id = await postInformation(app, 'Held Lead')
    let row
    do {
      await pause(25)
      row = await own.tdb.handle.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('inquiry_id', '=', id)
        .executeTakeFirst()
    } while (row?.state !== 'held')
    expect(row).toMatchObject({
      recipients: ['team@admissions.example'],
      subject: expect.stringContaining('Held Lead'),
    })
    expect(row.body_text).toContain(`https://skillforge.test/admin/inquiries/${id}`)
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.mailId === row.id)
    // Logs carry no personal data: the recipients and the subject (the lead's name) are in the back office.
    expect(logged).toMatchObject({
      recipients: 1,
      msg: expect.stringContaining('SMTP_URL is not set'),
    })
    expect(logged).not.toHaveProperty('to')
    expect(logged).not.toHaveProperty('subject')
    expect(sink.received).toHaveLength(0)
    await app.close()
  })

  it('sends the alerts still pending when an app stopped once the next one starts', async () => {
    await sink.stop()
    const first = await start({ SMTP_URL: sink.url })
    const ids = [await postInformation(first, 'Restart Lead 1'), await postInformation(first, 'Restart Lead 2')]
    await first.close()
    const pending = await own.tdb.handle.db
      .selectFrom('mail_outbox')
      .select('state')
      .where('inquiry_id', 'in', ids)
      .execute()
    expect(pending.map((r) => r.state)).toEqual(['pending', 'pending'])

    await sink.start()
    await start({ SMTP_URL: sink.url })
    const mails = await sink.waitFor(2)
    await pause(500)
    expect(sink.received).toHaveLength(2)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'New information request: Restart Lead 1 (Data Science and Machine Learning)',
      'New information request: Restart Lead 2 (Data Science and Machine Learning)',
    ])
  })

  it('never sends the same alert twice when two senders share the outbox', async () => {
    await Promise.all(own.apps.map((a) => a.close()))
    // Two connections to the database where there is a server; embedded PGlite has one, shared.
    const second = own.tdb.url ? await openDatabase({ url: own.tdb.url }) : null
    const log = pino({ level: 'silent' })
    const mail = {
      smtpUrl: sink.url,
      from: 'alerts@skillforge.test',
      alertEmails: ['team@admissions.example'],
      leadConfirmation: false,
    }
    const senders = [own.tdb.handle.db, second?.db ?? own.tdb.handle.db].map(
      (db) =>
        new MailSender({ db, mail, publicOrigin: 'https://skillforge.test', adminEmails: [], log, ...FAST_RETRIES }),
    )
    try {
      const data = informationRequestSchema.parse(validInformation)
      const ids = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          createInquiry(
            new InquiryIntake(own.tdb.handle.db),
            { kind: 'information', data: { ...data, fullName: `Shared Lead ${n}` } },
            { channel: 'webservice' },
          ),
        ),
      )
      senders.forEach((s) => s.start())
      const mails = await sink.waitFor(200, 30_000)
      // A round records its outcomes once all its e-mails are sent: wait until every one is recorded,
      // then a moment more, in case either sender were to send any of them again.
      const unsent = () =>
        own.tdb.handle.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('inquiry_id', 'in', ids)
          .where('state', '!=', 'sent')
          .execute()
      for (let i = 0; (await unsent()).length > 0; i++) {
        if (i > 600) throw new Error('alerts sent but not recorded as sent after 15 s')
        await pause(25)
      }
      await pause(500)
      expect(sink.received).toHaveLength(200)
      const linked = mails.map((m) => Number(/admin\/inquiries\/(\d+)\n/.exec(m.text)?.[1]))
      expect(new Set(linked)).toEqual(new Set(ids))
    } finally {
      await Promise.all(senders.map((s) => s.stop()))
      await second?.close()
    }
  })

  it("queues each digest admin's digest from 9:00 IST, but none while ALERT_EMAILS fixes the recipients", async () => {
    await Promise.all(own.apps.map((a) => a.close()))
    const db = own.tdb.handle.db
    await db
      .insertInto('users')
      .values([
        {
          uid: 'digest-admin',
          email: 'digest.admin@example.in',
          phone_number: '',
          role: 'owner',
          email_verified: true,
          preferences: { alerts: 'digest' },
        },
        // An address no sign-in verified gets no digest.
        {
          uid: 'digest-unverified',
          email: 'collector@outside.example',
          phone_number: '',
          role: 'owner',
          preferences: { alerts: 'digest' },
        },
      ])
      .execute()
    const digestRows = () =>
      db.selectFrom('mail_outbox').select(['digest_uid', 'digest_day']).where('purpose', '=', 'digest').execute()
    /** Runs a sender until `done`; its first round does the housekeeping that queues digests. */
    const runSender = async (alertEmails: string[], done: () => Promise<boolean>) => {
      const sender = new MailSender({
        db,
        mail: { from: 'alerts@skillforge.test', alertEmails, leadConfirmation: false },
        publicOrigin: 'https://skillforge.test',
        adminEmails: [],
        log: pino({ level: 'silent' }),
        now: () => new Date('2026-03-02T04:00:00Z'), // 09:30 IST
        ...FAST_RETRIES,
      })
      sender.start()
      while (!(await done())) await pause(25)
      await sender.stop()
    }
    // A round has run once the alert of an inquiry stored before the sender started is no longer pending.
    const data = informationRequestSchema.parse(validInformation)
    const id = await createInquiry(new InquiryIntake(db), { kind: 'information', data }, { channel: 'webservice' })
    await runSender(['team@admissions.example'], async () => {
      const row = await db.selectFrom('mail_outbox').select('state').where('inquiry_id', '=', id).executeTakeFirst()
      return row?.state === 'held'
    })
    expect(await digestRows()).toEqual([])
    await runSender([], async () => (await digestRows()).length > 0)
    expect(await digestRows()).toEqual([{ digest_uid: 'digest-admin', digest_day: '2026-03-01' }])
  })
})
