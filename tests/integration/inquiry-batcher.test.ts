import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validContact, validEnrollment, validInformation } from '../helpers/fixtures'
import { createInquiry, type InquiryPayload } from '../../src/server/inquiries/inquiry-store'
import { DEFAULT_INTAKE_OPTIONS, InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { databaseOutageOf, DatabaseUnavailableError } from '../../src/server/db/errors'
import { contactInquirySchema, enrollmentSchema, informationRequestSchema } from '../../src/shared/schemas/inquiry'

let tdb: TestDatabase

beforeAll(async () => {
  tdb = await createTestDatabase()
  intake = new InquiryIntake(tdb.handle.db)
})
afterAll(() => tdb.dispose())
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
})

/**
 * The n-th caller's inquiry, of each kind in turn, with a name, e-mail and phone of its own: callers that
 * were one person would also mark each other's rows as repeats, and rows changed by a later statement
 * carry its xmin.
 */
function payload(n: number, fullName = `Caller ${n}`): InquiryPayload {
  const email = `caller${n}@example.in`
  const person = { fullName, email, phone: `+91 94${String(n).padStart(8, '0')}` }
  switch (n % 3) {
    case 0:
      return { kind: 'information', data: informationRequestSchema.parse({ ...validInformation, ...person }) }
    case 1:
      return { kind: 'enrollment', data: enrollmentSchema.parse({ ...validEnrollment, ...person }) }
    default:
      return { kind: 'contact', data: contactInquirySchema.parse({ ...validContact, ...person }) }
  }
}

let intake: InquiryIntake
const store = (p: InquiryPayload) => createInquiry(intake, p, { channel: 'webservice' })

describe('concurrent inquiries share inserts', () => {
  it('gives each of 200 concurrent callers the id of its own stored row', async () => {
    const payloads = Array.from({ length: 200 }, (_, n) => payload(n))
    const ids = await Promise.all(payloads.map(store))

    expect(new Set(ids).size).toBe(200)
    const rows = await tdb.handle.db
      .selectFrom('inquiries')
      .select(['id', 'kind', 'full_name', 'email', 'message'])
      .execute()
    expect(rows).toHaveLength(200)
    const byId = new Map(rows.map((r) => [r.id, r]))
    ids.forEach((id, n) => {
      const p = payloads[n]
      expect(byId.get(id)).toMatchObject({
        kind: p.kind,
        full_name: `Caller ${n}`,
        email: `caller${n}@example.in`,
        message: p.kind === 'information' ? null : p.data.message,
      })
    })
  })

  it('stores text holding half a surrogate pair, as PostgreSQL stores such a text parameter', async () => {
    // A form's text can hold a lone surrogate; the batch's JSON must not fail for it, nor for its neighbours.
    const names = ['Asha \ud800😀', 'Ravi \udc00 Kumar', 'Meera 😀']
    const ids = await Promise.all(names.map((name, n) => store(payload(n, name))))
    const rows = await tdb.handle.db.selectFrom('inquiries').select(['id', 'full_name']).execute()
    expect(ids.map((id) => rows.find((r) => r.id === id)?.full_name)).toEqual([
      'Asha \ufffd😀',
      'Ravi \ufffd Kumar',
      'Meera 😀',
    ])
  })

  it('commits a burst in a few transactions, not one per caller', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, n) => store(payload(n))))
    // Rows written by one statement carry the same xmin (the id of the transaction that wrote them).
    const { rows } = await sql<{
      transactions: number
    }>`select count(distinct xmin::text)::int as transactions from inquiries`.execute(tdb.handle.db)
    // The first caller goes alone; the 199 who arrived meanwhile go in statements of at most 100.
    expect(rows[0].transactions).toBe(3)
  })

  describe('when the database refuses one row of a batch', () => {
    beforeAll(() =>
      sql`alter table inquiries add constraint batch_refuses check (full_name <> 'Refuse Me')`.execute(tdb.handle.db),
    )
    afterAll(() => sql`alter table inquiries drop constraint batch_refuses`.execute(tdb.handle.db))

    it('fails only that caller and stores the others', async () => {
      // The refused row is not the first, so it travels in a multi-row insert with the callers queued behind it.
      const payloads = Array.from({ length: 20 }, (_, n) => payload(n, n === 7 ? 'Refuse Me' : `Caller ${n}`))
      const outcomes = await Promise.allSettled(payloads.map(store))

      const refused = outcomes.filter((o) => o.status === 'rejected')
      expect(refused).toHaveLength(1)
      expect(outcomes[7].status).toBe('rejected')
      // The database's refusal, not an outage: answered 500 like any other constraint failure today.
      expect(databaseOutageOf((outcomes[7] as PromiseRejectedResult).reason)).toBeUndefined()

      const rows = await tdb.handle.db.selectFrom('inquiries').select(['id', 'full_name']).execute()
      expect(rows).toHaveLength(19)
      outcomes.forEach((o, n) => {
        if (n === 7) return
        expect(o.status).toBe('fulfilled')
        const id = (o as PromiseFulfilledResult<number>).value
        expect(rows.find((r) => r.id === id)?.full_name).toBe(`Caller ${n}`)
      })
    })

    describe('and, retried alone, another row meets a database that cannot take it', () => {
      // 53000 (insufficient resources) is an outage to the batcher, like a lost connection.
      beforeAll(async () => {
        await sql`
          create function batch_busy() returns trigger language plpgsql as $$
          begin
            if new.full_name = 'Busy Me' then raise exception 'busy' using errcode = '53000'; end if;
            return new;
          end $$
        `.execute(tdb.handle.db)
        await sql`
          create trigger batch_busy before insert on inquiries for each row execute function batch_busy()
        `.execute(tdb.handle.db)
      })
      afterAll(async () => {
        await sql`drop trigger batch_busy on inquiries`.execute(tdb.handle.db)
        await sql`drop function batch_busy()`.execute(tdb.handle.db)
      })

      it('answers every caller, and stores those after it on another connection', async () => {
        const names = (n: number) => (n === 7 ? 'Refuse Me' : n === 9 ? 'Busy Me' : `Caller ${n}`)
        const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, n) => store(payload(n, names(n)))))

        expect(outcomes.map((o) => o.status)).toEqual(
          Array.from({ length: 20 }, (_, n) => (n === 7 || n === 9 ? 'rejected' : 'fulfilled')),
        )
        // The connection's own error: a request's handler answers it as an outage (503).
        expect(databaseOutageOf((outcomes[9] as PromiseRejectedResult).reason)).toBeInstanceOf(DatabaseUnavailableError)
        const rows = await tdb.handle.db.selectFrom('inquiries').select('full_name').execute()
        expect(rows).toHaveLength(18)
      })
    })
  })
})

describe('statements in flight at once', () => {
  const takers = ['taker-a', 'taker-b', 'taker-c']
  // The default is one statement at a time; a database server with cores to spare may run several.
  let oneAtATime: InquiryIntake
  beforeAll(() => {
    oneAtATime = intake
    intake = new InquiryIntake(tdb.handle.db, { ...DEFAULT_INTAKE_OPTIONS, statementsInFlight: 4 })
  })
  afterAll(() => {
    intake = oneAtATime
  })
  beforeAll(() =>
    tdb.handle.db
      .insertInto('users')
      .values(
        takers.map((uid) => ({
          uid,
          email: `${uid}@admissions.example`,
          phone_number: '',
          role: 'owner',
          taking_leads: true,
        })),
      )
      .execute(),
  )
  afterAll(() => tdb.handle.db.deleteFrom('users').where('uid', 'in', takers).execute())

  const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

  it('keeps one person in one statement at a time: every inquiry is a repeat, all with one owner', async () => {
    // Callers arrive one event-loop turn apart, so that each turn may start a statement beside those in
    // flight; every third is the same person, with the e-mail and the mobile written differently.
    const pending: Array<Promise<number>> = []
    const returning: Array<Promise<number>> = []
    for (let n = 0; n < 60; n++) {
      if (n % 3 === 0) {
        const p = store({
          kind: 'information',
          data: informationRequestSchema.parse({
            ...validInformation,
            fullName: 'Asha Rao',
            email: n % 2 ? 'Asha.Rao@Example.in' : 'asha.rao@example.in',
            phone: n % 2 ? '+91 98450 12345' : '09845012345',
          }),
        })
        returning.push(p)
        pending.push(p)
      } else pending.push(store(payload(1000 + n)))
      await nextTurn()
    }
    await Promise.all(pending)
    const ids = await Promise.all(returning)

    const rows = await tdb.handle.db
      .selectFrom('inquiries')
      .select(['id', 'is_repeat', 'owner_uid', sql<string>`xmin::text`.as('tx')])
      .execute()
    expect(rows).toHaveLength(60)
    const asha = rows.filter((r) => ids.includes(r.id))
    expect(asha.map((r) => r.is_repeat)).toEqual(ids.map(() => true))
    expect(new Set(asha.map((r) => r.owner_uid)).size).toBe(1)
    // Arrivals a turn apart went in several statements, not one per caller and not all in one.
    const transactions = new Set(rows.map((r) => r.tx)).size
    expect(transactions).toBeGreaterThan(2)
    expect(transactions).toBeLessThan(60)
    // Every inquiry has exactly one owner, dealt or sticky, and its assignment in the history.
    const assigned = await tdb.handle.db
      .selectFrom('inquiry_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'owner')
      .executeTakeFirstOrThrow()
    expect(Number(assigned.n)).toBe(60)
  })
})

describe('the connections the intake used', () => {
  it('go back to the pool as they came: the back office plans its queries with sequential and bitmap scans on', async () => {
    // A burst keeps the intake's lanes busy, each with sequential and bitmap scans off while it is.
    await Promise.all(Array.from({ length: 150 }, (_, n) => store(payload(n))))
    // As many queries at once as the pool has connections (16), each held for a moment: every connection
    // the pool keeps answers one of them.
    const settings = await Promise.all(
      Array.from({ length: 16 }, () =>
        sql<{ setting: string }>`select current_setting('enable_seqscan') || ' ' || current_setting('enable_bitmapscan')
            as setting, pg_sleep(0.05)`
          .execute(tdb.handle.db)
          .then((r) => r.rows[0].setting),
      ),
    )
    expect(settings).toEqual(Array.from({ length: 16 }, () => 'on on'))
  })
})

describe('what the intake tells and owes', () => {
  it('tells its listeners what each statement stored: ids, kinds and owners, once committed', async () => {
    const heard: Array<{ id: number; kind: string; ownerUid: string | null }> = []
    const failing = () => {
      throw new Error('a listener of its own making')
    }
    const stopFailing = intake.listen(failing)
    const stop = intake.listen((stored) => heard.push(...stored))
    try {
      const payloads = Array.from({ length: 30 }, (_, n) => payload(2000 + n))
      const ids = await Promise.all(payloads.map(store))
      const rows = await tdb.handle.db
        .selectFrom('inquiries')
        .select(['id', 'kind', 'owner_uid'])
        .where('id', 'in', ids)
        .execute()
      // Every stored row was heard once, as the database holds it; one listener's failure stops nobody.
      expect(heard.sort((a, b) => a.id - b.id)).toEqual(
        rows.map((r) => ({ id: r.id, kind: r.kind, ownerUid: r.owner_uid })).sort((a, b) => a.id - b.id),
      )
    } finally {
      stop()
      stopFailing()
    }
    const before = heard.length
    await store(payload(2100))
    expect(heard).toHaveLength(before)
  })

  it('writes the alert each inquiry owes in its statement, and none for a call that asks for no alerts', async () => {
    const [alerted, quiet] = await Promise.all([
      store(payload(2200)),
      createInquiry(intake, payload(2201), { channel: 'webservice' }, { alerts: false }),
    ])
    const mail = await tdb.handle.db.selectFrom('mail_outbox').select(['inquiry_id', 'purpose']).execute()
    expect(mail.filter((m) => m.inquiry_id === alerted)).toEqual([{ inquiry_id: alerted, purpose: 'lead-alert' }])
    expect(mail.filter((m) => m.inquiry_id === quiet)).toEqual([])
  })
})
