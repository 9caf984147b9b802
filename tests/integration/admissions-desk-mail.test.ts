import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import type { Kysely } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { FAST_RETRIES, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { insertInquiries } from '../helpers/admin-trpc'
import { validInformation } from '../helpers/fixtures'
import type { Database } from '../../src/server/db/schema'
import { dueReminderDay, MailSender } from '../../src/server/mail/mail-sender'
import { createInquiry } from '../../src/server/inquiries/inquiry-store'
import { InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { informationRequestSchema } from '../../src/shared/schemas/inquiry'

// The desk's e-mails through the outbox and a real SMTP server: each owner's morning reminder of their
// follow-ups, and one alert per lead that passed its first-contact deadline uncontacted. Each must go
// once, however often the sender starts again.

let sink: SmtpSink
let tdb: TestDatabase
let db: Kysely<Database>
beforeAll(async () => {
  sink = await startSmtpSink()
  tdb = await createTestDatabase()
  db = tdb.handle.db
})
afterAll(async () => {
  await sink.stop()
  await tdb.dispose()
})

const HOUR = 3_600_000
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
// 09:30 in India on Monday 2 March 2026: the reminders' hour has come.
const MORNING = new Date('2026-03-02T04:00:00Z')

/** A sender, as an instance starts one, running until one of its rounds has delivered an alert queued before it started. */
async function runSenderOnce() {
  const sender = new MailSender({
    db,
    mail: { smtpUrl: sink.url, from: 'alerts@skillforge.test', alertEmails: [], leadConfirmation: false },
    publicOrigin: 'https://skillforge.test',
    adminEmails: [],
    log: pino({ level: 'silent' }),
    now: () => MORNING,
    ...FAST_RETRIES,
  })
  const data = informationRequestSchema.parse({ ...validInformation, fullName: 'Marker Lead' })
  const marker = await createInquiry(new InquiryIntake(db), { kind: 'information', data }, { channel: 'webservice' })
  sender.start()
  try {
    for (let i = 0; ; i++) {
      if (i > 400) throw new Error('the sender did not finish a round within 10 s')
      const row = await db
        .selectFrom('mail_outbox')
        .select('state')
        .where('inquiry_id', '=', marker)
        .where('purpose', '=', 'lead-alert')
        .executeTakeFirst()
      if (row && row.state !== 'pending') break
      await pause(25)
    }
    // The housekeeping that queues the desk's e-mails runs first in a round; let what it queued be sent.
    for (let i = 0; i < 400; i++) {
      const pending = await db.selectFrom('mail_outbox').select('id').where('state', '=', 'pending').execute()
      if (!pending.length) break
      await pause(25)
    }
  } finally {
    await sender.stop()
  }
}

describe('dueReminderDay', () => {
  it("is today's India date from 9:00 IST, and nothing before", () => {
    expect(dueReminderDay(new Date('2026-03-02T03:29:00Z'))).toBeNull() // 08:59 IST
    expect(dueReminderDay(new Date('2026-03-02T03:30:00Z'))).toBe('2026-03-02') // 09:00 IST
    expect(dueReminderDay(new Date('2026-03-02T18:29:00Z'))).toBe('2026-03-02') // 23:59 IST
    expect(dueReminderDay(new Date('2026-03-02T18:30:00Z'))).toBeNull() // 00:00 IST on the 3rd
  })
})

describe("the desk's e-mails", () => {
  it('sends each owner one reminder a day and each late lead one alert, across restarts', async () => {
    await db
      .insertInto('users')
      .values([
        {
          uid: 'counsellor-a',
          email: 'anita@admissions.example',
          display_name: 'Anita',
          phone_number: '',
          role: 'owner',
          email_verified: true,
        },
        {
          uid: 'counsellor-b',
          email: 'bala@admissions.example',
          display_name: 'Bala',
          phone_number: '',
          role: 'owner',
          email_verified: true,
        },
        // Turned alerts off: no late-lead alert, but still their own reminders (none here).
        {
          uid: 'counsellor-c',
          email: 'chitra@admissions.example',
          display_name: 'Chitra',
          phone_number: '',
          role: 'owner',
          email_verified: true,
          preferences: { alerts: 'none' },
        },
        // An address no sign-in verified (a legacy caller's, say): neither reminders nor late-lead alerts.
        {
          uid: 'counsellor-d',
          email: 'dev@outside.example',
          display_name: 'Dev',
          phone_number: '',
          role: 'owner',
        },
      ])
      .execute()
    const now = Date.now()
    await insertInquiries(db, [
      // Anita's follow-ups: one overdue from yesterday, one later today, one tomorrow (not in today's reminder).
      {
        full_name: 'Overdue Olivia',
        owner_uid: 'counsellor-a',
        follow_up_at: new Date('2026-03-01T10:00:00Z'),
        follow_up_note: 'Send the fee structure',
        first_contacted_at: new Date('2026-02-27T10:00:00Z'),
      },
      {
        full_name: 'Today Tarun',
        owner_uid: 'counsellor-a',
        follow_up_at: new Date('2026-03-02T08:00:00Z'),
        first_contacted_at: new Date('2026-02-27T10:00:00Z'),
      },
      {
        full_name: 'Tomorrow Tara',
        owner_uid: 'counsellor-a',
        follow_up_at: new Date('2026-03-03T05:00:00Z'),
        first_contacted_at: new Date('2026-02-27T10:00:00Z'),
      },
      {
        full_name: 'Unreminded Uma',
        owner_uid: 'counsellor-d',
        follow_up_at: new Date('2026-03-02T08:00:00Z'),
        first_contacted_at: new Date('2026-02-27T10:00:00Z'),
      },
      // Late leads by the real clock: one just late (alerted), one contacted in time, one not yet due,
      // one late for days (history, not news), one marked spam.
      { full_name: 'Late Lakshmi', first_contact_due_at: new Date(now - HOUR) },
      {
        full_name: 'Contacted Kiran',
        first_contact_due_at: new Date(now - HOUR),
        first_contacted_at: new Date(now - 2 * HOUR),
      },
      { full_name: 'Due Deepa', first_contact_due_at: new Date(now + HOUR) },
      { full_name: 'Ancient Arjun', first_contact_due_at: new Date(now - 5 * 24 * HOUR) },
      { full_name: 'Spam Sanjay', status: 'spam', first_contact_due_at: new Date(now - HOUR) },
    ])

    await runSenderOnce()
    await runSenderOnce()

    const reminders = sink.received.filter((m) => m.subject.includes('follow-up'))
    expect(reminders).toHaveLength(1)
    const [reminder] = reminders
    expect(reminder.to).toEqual(['anita@admissions.example'])
    expect(reminder.subject).toBe('2 follow-ups for 2026-03-02 (1 overdue) — SkillForge IT Academy')
    expect(reminder.text).toContain('Overdue (1)')
    expect(reminder.text).toContain('Overdue Olivia')
    expect(reminder.text).toContain('Send the fee structure')
    expect(reminder.text).toContain('Due today (1)')
    expect(reminder.text).toContain('2026-03-02 13:30 IST  Today Tarun')
    expect(reminder.text).not.toContain('Tomorrow Tara')
    expect(reminder.text).toContain('https://skillforge.test/admin/today')

    const late = sink.received.filter((m) => m.subject.startsWith('Late lead:'))
    expect(late.map((m) => m.subject)).toHaveLength(1)
    expect(late[0].subject).toContain('Late Lakshmi')
    expect(late[0].to.sort()).toEqual(['anita@admissions.example', 'bala@admissions.example'])
    expect(late[0].text).toContain('First contact due:')

    const rows = await db
      .selectFrom('mail_outbox')
      .select(['purpose', 'state', 'digest_uid'])
      .where('purpose', 'in', ['follow-up-reminder', 'late-lead'])
      .execute()
    expect(rows.sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual([
      { purpose: 'follow-up-reminder', state: 'sent', digest_uid: 'counsellor-a' },
      { purpose: 'late-lead', state: 'sent', digest_uid: null },
    ])
  })
})
