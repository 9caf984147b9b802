import { describe, expect, it } from 'vitest'
import type { Insertable } from 'kysely'
import { adminSuite, insertInquiries } from '../helpers/admin-trpc'
import { csv, HEADER, mailAbout, person, START, until, uploaded } from '../helpers/imports'
import { smtpSinkPerSuite } from '../helpers/smtp-sink'
import { queueImportSummary } from '../../src/server/imports/import-summary'
import type { ImportsTable } from '../../src/server/db/import-tables'
import { IMPORT_SUMMARY_MAIL } from '../../src/shared/schemas/imports'

// An import's rows send no alert each; its importer gets one summary e-mail when it ends, through a real SMTP
// server the test runs.

const sink = smtpSinkPerSuite()

const suite = adminSuite('import-mail', {
  env: () => ({ SMTP_URL: sink.url }),
  deps: {
    // The sender looks at the outbox when the test wakes it, not on its own: a member's role can change
    // between the import's end and the e-mail, as it could in the seconds before a poll.
    mailSender: { pollMs: 3_600_000, retryMs: 100, maxRetryMs: 400 },
    imports: { pollMs: 50, pace: { batchRows: 50, pauseShare: 0 } },
  },
})

const summaries = (importId: number) =>
  suite.db.selectFrom('mail_outbox').selectAll().where('import_id', '=', importId).execute()

/** Wakes the sender and waits until the import's summary has left the pending state. */
async function deliver(importId: number) {
  suite.app.mailSender.nudge()
  for (let i = 0; i < 400; i++) {
    const [row] = await summaries(importId)
    if (row && row.state !== 'pending') return row
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`the summary of import ${importId} was never delivered`)
}

/** Uploads `rows` as `token`'s member and imports them, skipping duplicates; the import once done. */
async function imported(fileName: string, rows: string[][], token: string) {
  const id = await uploaded(suite, fileName, Buffer.from(csv([HEADER, ...rows])), token)
  const ready = await until(suite, id, ['ready'])
  await suite.api(token).admin.imports.start.mutate({ id, mapping: ready.mapping, ...START })
  return until(suite, id, ['done'])
}

describe("the importer's summary e-mail", () => {
  it('reaches the owner who imported, once, with the counts and the link, and no alert per row', async () => {
    const known = person('Known Person')
    await insertInquiries(suite.db, [{ full_name: known[0], email: known[1], phone: known[2] }])
    const fresh = [person(), person(), person()]
    const rows = [...fresh, ['X', 'not-an-email', '123', '', '', ''], known]
    const done = await imported('education-fair.csv', rows, suite.admin.token)
    expect(done.counts).toMatchObject({ created: 3, updated: 0, skipped: 1, invalid: 1, failed: 0 })

    // Queued with the import's end, composed only when sent.
    const queued = await summaries(done.id)
    expect(queued).toMatchObject([{ purpose: 'import-summary', state: 'pending', inquiry_id: null }])
    const stored = await suite.db.selectFrom('inquiries').select('id').where('import_id', '=', done.id).execute()
    expect(stored).toHaveLength(3)
    const perRow = await mailAbout(
      suite,
      stored.map((r) => r.id),
    )
    expect(perRow).toHaveLength(0)

    const row = await deliver(done.id)
    expect(row).toMatchObject({ state: 'sent', recipients: [suite.admin.email], last_error: null })
    const [mail] = await sink.waitFor(1)
    expect(mail.to).toEqual([suite.admin.email])
    expect(mail.subject).toBe('Import finished: education-fair.csv')
    expect(mail.text).toContain(IMPORT_SUMMARY_MAIL.heading.done)
    expect(mail.text).toMatch(/File:\s+education-fair\.csv\n/)
    expect(mail.text).toMatch(/State:\s+Imported\n/)
    expect(mail.text).toMatch(/Rows in the file:\s+5\n/)
    expect(mail.text).toMatch(/New inquiries:\s+3\n/)
    expect(mail.text).toMatch(/Existing inquiries filled:\s+0\n/)
    expect(mail.text).toMatch(/Skipped as duplicates:\s+1\n/)
    expect(mail.text).toMatch(/Invalid rows, not imported:\s+1\n/)
    expect(mail.text).toMatch(/Failed when stored:\s+0\n/)
    expect(mail.text).toMatch(/You can revert it until \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/)
    expect(mail.text).toContain(`Open the import: https://skillforge.test/admin/imports?id=${done.id}`)
    expect(mail.html).toContain(`href="https://skillforge.test/admin/imports?id=${done.id}"`)
    // Nothing of the people imported.
    for (const p of rows) {
      for (const value of p.slice(0, 3)) {
        if (value.length > 3) expect(mail.text + mail.html).not.toContain(value)
      }
    }

    // A revert takes the import's inquiries and their e-mails, not the importer's summary.
    await suite.api().admin.imports.revert.mutate({ id: done.id })
    expect(await summaries(done.id)).toMatchObject([{ id: row.id, state: 'sent' }])
    await new Promise((r) => setTimeout(r, 200))
    expect(sink.received).toHaveLength(1)
  })

  it('is skipped, with the reason, for an importer who was removed from the team or may no longer import', async () => {
    // A manager imports, and is then made a counsellor; the other owner imports, and is then removed.
    await suite.api().admin.users.setRole.mutate({ email: suite.member.email, role: 'manager' })
    const byManager = await imported('manager.csv', [person()], suite.member.token)
    const byOwner = await imported('owner.csv', [person()], suite.otherAdmin.token)
    await suite.api().admin.users.setRole.mutate({ email: suite.member.email, role: 'counsellor' })
    await suite.api().admin.users.revoke.mutate({ uid: suite.otherAdmin.uid })

    for (const id of [byManager.id, byOwner.id]) {
      const row = await deliver(id)
      expect(row).toMatchObject({ state: 'skipped', recipients: null, last_error: IMPORT_SUMMARY_MAIL.importerGone })
    }
    await new Promise((r) => setTimeout(r, 200))
    expect(sink.received).toHaveLength(0)
  })

  it('is not queued for an import cancelled before it stored anything', async () => {
    const id = await uploaded(suite, 'never.csv', Buffer.from(csv([HEADER, person()])))
    await until(suite, id, ['ready'])
    await suite.api().admin.imports.cancel.mutate({ id })
    await until(suite, id, ['cancelled'])
    expect(await summaries(id)).toHaveLength(0)
  })

  it('is queued for a finished import, a cancelled one that stored something and a failed one that had started', async () => {
    const ended: Array<[Partial<Insertable<ImportsTable>>, boolean]> = [
      [{ state: 'done' }, true],
      [{ state: 'done', created: 0, skipped: 4 }, true],
      [{ state: 'cancelled', created: 0, updated: 0 }, false],
      [{ state: 'cancelled', created: 0, updated: 2 }, true],
      [{ state: 'failed', started_at: null }, false],
      [{ state: 'failed', created: 0 }, true],
      [{ state: 'importing' }, false],
    ]
    for (const [columns, queued] of ended) {
      const { id } = await suite.db
        .insertInto('imports')
        .values({
          created_by_uid: suite.admin.uid,
          file_name: 'ended.csv',
          format: 'csv',
          size_bytes: 100,
          started_at: new Date(),
          created: 5,
          state: 'done',
          ...columns,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // Twice, as a retried ending would: still one e-mail.
      for (let i = 0; i < 2; i++) await suite.db.transaction().execute((trx) => queueImportSummary(trx, id))
      expect(await summaries(id), JSON.stringify(columns)).toHaveLength(queued ? 1 : 0)
    }
  })
})
