import { describe, expect, it } from 'vitest'
import { connect } from 'node:net'
import iconv from 'iconv-lite'
import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { adminSuite, insertInquiries, listen, signInPerson, streamClient, type AdminSuite } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'
import { csv, HEADER, mailAbout, multipart, person, START, until, upload, uploaded } from '../helpers/imports'
import { IMPORT_MESSAGES } from '../../src/shared/schemas/imports'
import { type ImportMapping } from '../../src/shared/schemas/import-fields'

// A form's body must arrive within 300 ms here, a file's within 20 s: the socket tests below tell them apart.
const suite = adminSuite('imports', {
  deps: {
    imports: { pollMs: 50, pace: { batchRows: 50, pauseShare: 0 } },
    timeouts: { requestMs: 300, uploadMs: 20_000 },
  },
})

/** The app on a real port, listened once for the file's tests that speak HTTP over a socket. */
let served: Promise<string> | undefined
const base = () => (served ??= listen(suite.app))

/** Sends `head`, then `body` in `pieces` parts `everyMs` apart; answers the response's first line. */
async function trickled(head: string, body: Buffer, pieces: number, everyMs: number): Promise<string> {
  const { port } = new URL(await base())
  const socket = connect(Number(port), '127.0.0.1')
  let text = ''
  socket.on('data', (d: Buffer) => (text += d.toString('latin1')))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  socket.write(head)
  const size = Math.ceil(body.length / pieces)
  for (let i = 0; i < body.length && !socket.destroyed; i += size) {
    await new Promise((r) => setTimeout(r, everyMs))
    if (!socket.destroyed) socket.write(body.subarray(i, i + size))
  }
  await Promise.race([closed, new Promise((r) => setTimeout(r, 2_000))])
  socket.destroy()
  return text
}

async function importedRows(s: AdminSuite, id: number) {
  return s.db.selectFrom('inquiries').selectAll().where('import_id', '=', id).orderBy('id').execute()
}

describe('upload and the dry run', () => {
  it('reads each encoding and delimiter Excel writes, and an .xlsx, with the same counts', async () => {
    const rows = [HEADER, person(), person(), person()]
    const text = csv(rows)
    const files: Array<[string, Buffer]> = [
      ['utf8.csv', Buffer.from(text)],
      ['utf8-bom.csv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(rows, ';'))])],
      ['utf16le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(csv(rows, '\t'), 'utf16le')])],
      ['utf16be.txt', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(csv(rows, '\t'), 'utf16be')])],
      [
        'win1252.csv',
        iconv.encode(
          csv([HEADER, ['José Müller', 'jose.imports@example.in', '9811111111', 'Café design', '', '']], ';'),
          'win1252',
        ),
      ],
    ]
    const wb = new ExcelJS.Workbook()
    wb.addWorksheet('Leads').addRows(rows)
    wb.addWorksheet('Other').addRows([['x']])
    files.push(['leads.xlsx', Buffer.from(await wb.xlsx.writeBuffer())])
    for (const [name, bytes] of files) {
      const id = await uploaded(suite, name, bytes)
      const d = await until(suite, id, ['ready', 'failed'])
      expect(d.failure, name).toBeNull()
      expect(d.columns, name).toEqual(HEADER)
      expect(d.mapping, name).toEqual({ fullName: 0, email: 1, phone: 2, program: 3, city: 4, notes: 5 })
      const expected = name.startsWith('win1252') ? 1 : 3
      expect(d.counts, name).toMatchObject({ valid: expected, invalid: 0, duplicates: 0 })
      if (name.startsWith('win1252'))
        expect(d.preview[0]).toMatchObject({ fullName: 'José Müller', program: 'Café design' })
      if (name.endsWith('.xlsx')) expect(d.sheets).toEqual(['Leads', 'Other'])
    }
  })

  it('takes a workbook’s date column as each lead’s arrival, that day in India, as Excel shows it', async () => {
    const [a, b] = [person(), person()]
    const wb = new ExcelJS.Workbook()
    const sheet = wb.addWorksheet('Leads')
    sheet.addRows([
      [...HEADER, 'Enquiry date'],
      [...a, new Date(Date.UTC(2026, 0, 31))],
      [...b, new Date(Date.UTC(2026, 1, 2, 14, 5))],
    ])
    sheet.getColumn(HEADER.length + 1).numFmt = 'dd/mm/yyyy hh:mm'
    const id = await uploaded(suite, 'dated.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
    const ready = await until(suite, id, ['ready', 'failed'])
    expect(ready.mapping).toMatchObject({ createdAt: HEADER.length })
    expect(ready.counts).toMatchObject({ valid: 2, invalid: 0 })
    await suite.api().admin.imports.start.mutate({ id, mapping: ready.mapping, ...START })
    await until(suite, id, ['done'])
    const stored = await importedRows(suite, id)
    expect(stored.map((r) => [r.full_name, r.created_at.toISOString()])).toEqual([
      [a[0], '2026-01-30T18:30:00.000Z'],
      [b[0], '2026-02-02T08:35:00.000Z'],
    ])
  })

  it('counts valid, invalid and duplicate rows as a hand count does, with each error located', async () => {
    const [existing] = [person()]
    await insertInquiries(suite.db, [
      { full_name: existing[0], email: existing[1].toUpperCase(), phone: `+91 ${existing[2]}` },
    ])
    const a = person()
    const rows = [
      HEADER,
      a, // line 2: valid
      person(), // line 3: valid
      ['X', 'not-an-email', '123', '', '', ''], // line 4: invalid (name, e-mail, phone, program)
      ['=HYPERLINK("http://evil")', 'f@example.in', '9822222222', 'Cloud', '', ''], // line 5: formula
      [a[0], 'other.imports@example.in', a[2], 'Cloud', '', ''], // line 6: same mobile as line 2
      existing, // line 7: an existing person
      ['Long Note', 'long.imports@example.in', '9833333333', 'Cloud', '', 'x'.repeat(10_000)], // line 8: too long
      ['Phone Plus', 'plus.imports@example.in', '+91 98444 44444', 'Cloud', '', ''], // line 9: valid (+ is a phone)
    ]
    const id = await uploaded(suite, 'hand-count.csv', Buffer.from(csv(rows)))
    const d = await until(suite, id, ['ready'])
    expect(d.counts).toMatchObject({ valid: 5, invalid: 3, duplicates: 2 })
    expect(d.total).toBe(8)
    expect(d.errors.map((e) => [e.line, e.column])).toEqual([
      [4, 'Name'],
      [4, 'E-mail'],
      [4, 'Mobile'],
      [4, 'Course'],
      [5, 'Name'],
      [8, 'Notes'],
    ])
    expect(d.errors.find((e) => e.line === 5)!.message).toBe(IMPORT_MESSAGES.formula)
    expect(d.errors.find((e) => e.line === 8)!.message).toBe('Must be at most 2000 characters.')
  })

  it('refuses what it cannot read, and stores nothing of it', async () => {
    const before = await suite.db
      .selectFrom('imports')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    const pdf = await upload(suite, 'brochure.pdf', Buffer.from('%PDF-1.7 ...'))
    expect(pdf.body.error?.message).toBe(IMPORT_MESSAGES.notSpreadsheet)
    const png = await upload(suite, 'photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))
    expect(png.body.error?.message).toBe(IMPORT_MESSAGES.notSpreadsheet)
    const utf16NoBom = await upload(suite, 'leads.csv', iconv.encode(csv([HEADER, person()]), 'utf16le'))
    expect(utf16NoBom.body.error?.message).toBe(IMPORT_MESSAGES.encoding)
    const fakeXlsx = await upload(suite, 'leads.xlsx', Buffer.from(csv([HEADER, person()])))
    expect(fakeXlsx.body.error?.message).toBe(IMPORT_MESSAGES.notSpreadsheet)
    const after = await suite.db
      .selectFrom('imports')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)

    const tooBig = await suite.app.inject({
      method: 'POST',
      url: '/trpc/admin.imports.upload',
      headers: {
        authorization: `Bearer ${suite.admin.token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(101 * 1024 * 1024),
      },
      payload: 'x',
    })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({ message: IMPORT_MESSAGES.tooBig })

    // Another procedure still refuses multipart.
    const other = await suite.app.inject({
      method: 'POST',
      url: '/trpc/admin.imports.start',
      headers: { authorization: `Bearer ${suite.admin.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    })
    expect(other.statusCode).toBe(415)
  })

  it('waits for a mapping when a required column is missing, and checks again with one', async () => {
    const id = await uploaded(
      suite,
      'no-course.csv',
      Buffer.from(csv([['Name', 'E-mail', 'Mobile', 'Interest'], person().slice(0, 4)])),
    )
    const d = await until(suite, id, ['ready'])
    expect(d.failure).toBe(IMPORT_MESSAGES.missingColumn(['Program']))
    const refused = await refusal(suite.api().admin.imports.start.mutate({ id, mapping: d.mapping, ...START }))
    expect(refused.message).toBe(IMPORT_MESSAGES.missingColumn(['Program']))
    const mapping: ImportMapping = { ...d.mapping, program: 3 }
    await suite.api().admin.imports.check.mutate({ id, mapping })
    const again = await until(suite, id, ['ready'])
    expect(again.failure).toBeNull()
    expect(again.counts.valid).toBe(1)
    const changed = await refusal(
      suite.api().admin.imports.start.mutate({
        id,
        mapping: { ...mapping, city: undefined, notes: 3 } as ImportMapping,
        ...START,
      }),
    )
    expect(changed.message).toBe(IMPORT_MESSAGES.mappingChanged)
  })

  it('takes a file as slowly as an office line sends it, while a form that slow is cut off', async () => {
    const body = multipart('slow.csv', Buffer.from(csv([HEADER, person(), person()])))
    const head = (path: string, type: string, length: number) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${suite.admin.token}\r\n` +
      `Content-Type: ${type}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`
    // Ten parts 100 ms apart: a second, over three times a form's allowance here.
    const file = await trickled(
      head('/trpc/admin.imports.upload', 'multipart/form-data; boundary=imports-test-boundary', body.length),
      body,
      10,
      100,
    )
    expect(file).toMatch(/^HTTP\/1\.1 200 /)
    const id = Number(/"id":(\d+)/.exec(file)![1])
    expect((await until(suite, id, ['ready'])).counts.valid).toBe(2)

    const json = Buffer.from(JSON.stringify({ id }))
    const form = await trickled(head('/trpc/admin.imports.cancel', 'application/json', json.length), json, 10, 100)
    expect(form).toMatch(/^HTTP\/1\.1 408 /)
    expect((await suite.api().admin.imports.get.query({ id })).state).toBe('ready')
  })

  it('streams every error as CSV', async () => {
    const bad = Array.from({ length: 150 }, () => ['Y', 'bad', '1', 'C', '', ''])
    const id = await uploaded(suite, 'bad.csv', Buffer.from(csv([HEADER, ...bad])))
    const d = await until(suite, id, ['ready'])
    expect(d.counts.invalid).toBe(150)
    expect(d.errors).toHaveLength(100)
    let text = ''
    const client = streamClient(await base(), suite.admin.token)
    for await (const chunk of await client.admin.imports.errorsCsv.query({ id })) text += chunk.csv
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toBe('Line,Column,Message')
    expect(lines).toHaveLength(1 + 150 * 3)
  })
})

describe('importing', () => {
  it('skips duplicates, stores channel, source and consent, one live event per batch, and reverts exactly', async () => {
    const existing = person()
    const [existingId] = await insertInquiries(suite.db, [
      { full_name: existing[0], email: existing[1], phone: existing[2] },
    ])
    const fresh = Array.from({ length: 120 }, () => person())
    const rows = [HEADER, ...fresh, existing, [...fresh[0].slice(0, 5), 'Met at the fair']]
    const tableBefore = await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()
    const liveBefore = await suite.db
      .selectFrom('live_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    const id = await uploaded(suite, 'skip.csv', Buffer.from(csv(rows)))
    const ready = await until(suite, id, ['ready'])
    expect(ready.counts).toMatchObject({ valid: 122, duplicates: 2 })
    await suite.api().admin.imports.start.mutate({ id, mapping: ready.mapping, ...START })
    const done = await until(suite, id, ['done'])
    expect(done.counts).toMatchObject({ created: 120, skipped: 2, updated: 0 })
    expect(done.processed).toBe(done.total)
    const stored = await importedRows(suite, id)
    expect(stored).toHaveLength(120)
    expect(stored.every((r) => r.channel === 'import' && r.source === START.source)).toBe(true)
    expect(
      stored.every((r) => r.consent_basis === 'consent' && r.consent_notice === START.consent.notice && r.consent_at),
    ).toBe(true)
    const notes = await suite.db
      .selectFrom('inquiry_events')
      .select('to_value')
      .where('inquiry_id', '=', stored[0].id)
      .where('action', '=', 'note')
      .execute()
    expect(notes.map((n) => n.to_value)).toEqual(['City: Pune'])
    const live = await suite.db.selectFrom('live_events').select(['type']).orderBy('id', 'desc').limit(10).execute()
    const liveAfter = await suite.db
      .selectFrom('live_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
    expect(live.every((e) => e.type === 'inquiries.imported')).toBe(true)
    expect(liveAfter.n - liveBefore.n).toBe(3) // 120 rows in batches of 50
    const mail = await mailAbout(
      suite,
      stored.map((r) => r.id),
    )
    expect(mail).toHaveLength(0)
    expect(existingId).toBeGreaterThan(0)

    await suite.api().admin.imports.revert.mutate({ id })
    const tableAfter = await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()
    expect(tableAfter).toEqual(tableBefore)
    const reverted = await suite.api().admin.imports.get.query({ id })
    expect(reverted.state).toBe('reverted')
    expect((await refusal(suite.api().admin.imports.revert.mutate({ id }))).message).toBe(
      IMPORT_MESSAGES.alreadyReverted,
    )
  })

  it('fills only empty fields, records them, and a revert restores the table exactly', async () => {
    const p = person()
    await insertInquiries(suite.db, [
      { full_name: p[0], email: p[1], phone: p[2], message: null, utm_campaign: 'kept' },
    ])
    const header = [...HEADER, 'Message', 'Campaign']
    const twin = [...person(), 'Wants weekend batches', 'fair-26']
    const rows = [header, [...p, 'Asked about fees', 'fair-26'], twin, [...twin.slice(0, 6), 'Second message', 'other']]
    const tableBefore = await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()
    const id = await uploaded(suite, 'fill.csv', Buffer.from(csv(rows)))
    const ready = await until(suite, id, ['ready'])
    expect(ready.mapping).toMatchObject({ message: 6, utmCampaign: 7 })
    await suite.api().admin.imports.start.mutate({ id, mapping: ready.mapping, ...START, duplicates: 'fill' })
    const done = await until(suite, id, ['done'])
    expect(done.counts).toMatchObject({ created: 1, updated: 1, skipped: 1 })
    const filled = await suite.db
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', p[1])
      .executeTakeFirstOrThrow()
    expect(filled).toMatchObject({ message: 'Asked about fees', utm_campaign: 'kept', import_id: null })
    await suite.api().admin.imports.revert.mutate({ id })
    expect(await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()).toEqual(tableBefore)
  })

  it('adds duplicates as new inquiries of the same person, with the chosen owner, and reverts the repeat marks', async () => {
    const p = person()
    const [earlier] = await insertInquiries(suite.db, [{ full_name: p[0], email: p[1], phone: p[2] }])
    const rows = [HEADER, p, p, person()]
    const tableBefore = await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()
    const id = await uploaded(suite, 'add.csv', Buffer.from(csv(rows)))
    const ready = await until(suite, id, ['ready'])
    await suite.api().admin.imports.start.mutate({
      id,
      mapping: ready.mapping,
      ...START,
      duplicates: 'add',
      ownerUid: suite.otherAdmin.uid,
    })
    const done = await until(suite, id, ['done'])
    expect(done.counts).toMatchObject({ created: 3, skipped: 0 })
    const stored = await importedRows(suite, id)
    expect(stored.map((r) => r.owner_uid)).toEqual([suite.otherAdmin.uid, suite.otherAdmin.uid, suite.otherAdmin.uid])
    expect(stored.filter((r) => r.email === p[1]).every((r) => r.is_repeat)).toBe(true)
    const marked = await suite.db
      .selectFrom('inquiries')
      .select('is_repeat')
      .where('id', '=', earlier)
      .executeTakeFirstOrThrow()
    expect(marked.is_repeat).toBe(true)
    await suite.api().admin.imports.revert.mutate({ id })
    expect(await suite.db.selectFrom('inquiries').selectAll().orderBy('id').execute()).toEqual(tableBefore)
  })

  it('refuses a counsellor and marketing', async () => {
    const counsellor = await signInPerson(suite.app, 'kiran.imports@members.example', 'Kiran Counsellor')
    await suite.db.updateTable('users').set({ role: 'counsellor' }).where('uid', '=', counsellor.uid).execute()
    const res = await upload(suite, 'x.csv', Buffer.from(csv([HEADER, person()])), counsellor.token)
    expect(res.status).toBe(403)
    const list = await refusal(suite.api(counsellor.token).admin.imports.list.query())
    expect(list.code).toBe('FORBIDDEN')
  })
})
