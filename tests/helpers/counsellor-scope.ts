import fc from 'fast-check'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../src/shared/inquiry-options'
import type { InquiryFiltersInput } from '../../src/shared/schemas/admin-inquiries'
import type { Database, NewInquiry } from '../../src/server/db/schema'

/**
 * Random inquiries owned by counsellor A, counsellor B or nobody, random filters of the table, and what A
 * should see of them: a query written here in plain SQL, independently of the app's filters, against which
 * tests/integration/roles-scope.test.ts holds what the app answers A.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** People who write in; no digit in a name or e-mail, so a digit search reads only phones. */
export const PEOPLE = [
  { name: 'Asha Patel', email: 'asha.patel@example.in', phone: '+91 98250 12345' },
  { name: 'Rohan Mehta', email: 'rohan.mehta@example.in', phone: '+91 98240 67890' },
  { name: 'Priya Shah', email: 'priya.shah@example.in', phone: '+91 79400 05678' },
  { name: 'Kiran Rao', email: 'kiran.rao@example.in', phone: '+91 90040 44321' },
  { name: 'Meera Iyer', email: 'meera.iyer@example.in', phone: '+91 99870 11122' },
  { name: 'Dev Nair', email: 'dev.nair@example.in', phone: '+91 97230 55501' },
  { name: 'Lakshmi Menon', email: 'lakshmi.menon@example.in', phone: '+91 96110 77702' },
  { name: 'Arjun Das', email: 'arjun.das@example.in', phone: '+91 95500 88803' },
]
const PROGRAMS = ['fullstack', 'data', 'cloud']
/** The India days the inquiries arrive on. */
export const DAYS = Array.from({ length: 12 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`)

export type Owner = 'A' | 'B' | null
export interface Counsellors {
  a: string
  b: string
}

const generatedInquiry = fc.record({
  owner: fc.constantFrom<Owner>('A', 'B', null),
  person: fc.nat(PEOPLE.length - 1),
  kind: fc.constantFrom(...INQUIRY_KINDS),
  status: fc.constantFrom(...INQUIRY_STATUSES),
  program: fc.constantFrom(...PROGRAMS),
  at: fc.integer({ min: Date.parse(`${DAYS[0]}T00:00:00+05:30`), max: Date.parse(`${DAYS.at(-1)}T23:59:00+05:30`) }),
  /** From now: overdue, due soon, due in days. */
  followUp: fc.constantFrom(null, -2 * DAY, -HOUR, 3 * DAY),
  firstContact: fc.constantFrom(null, 'late', 'due', 'done'),
})
export type GeneratedInquiry = typeof generatedInquiry extends fc.Arbitrary<infer T> ? T : never
/** Up to 35: more than a page of 25 some of the time, and few enough people repeat that some repeat only to B. */
export const generatedInquiries = fc.array(generatedInquiry, { minLength: 1, maxLength: 35 })

const searches = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PEOPLE.flatMap((p) => p.name.toLowerCase().split(' '))), fc.nat(4))
    .map(([word, at]) => word.slice(Math.min(at, word.length - 3)).slice(0, 3)),
  fc.tuple(fc.constantFrom(...PEOPLE), fc.nat(6)).map(([p, at]) => p.phone.replace(/\D/g, '').slice(2 + at, 6 + at)),
  fc.constantFrom('example', 'PATEL', '98250 1'),
)

/** Any mix of the table's filters, the owner one naming A ("me" or by uid), nobody or B. */
export function generatedFilters(counsellors: () => Counsellors): fc.Arbitrary<InquiryFiltersInput> {
  return fc
    .record(
      {
        status: fc.constantFrom(...INQUIRY_STATUSES),
        kind: fc.constantFrom(...INQUIRY_KINDS),
        program: fc.constantFrom(...PROGRAMS),
        owner: fc.constantFrom('me', 'none', 'A', 'B'),
        q: searches,
        dates: fc.tuple(fc.nat(DAYS.length - 1), fc.nat(DAYS.length - 1)),
        repeat: fc.constant(true as const),
      },
      { requiredKeys: [] },
    )
    .map(({ owner, dates, ...rest }) => ({
      ...rest,
      ...(owner && { owner: owner === 'A' ? counsellors().a : owner === 'B' ? counsellors().b : owner }),
      ...(dates && { from: DAYS[Math.min(...dates)], to: DAYS[Math.max(...dates)] }),
    }))
}

/** Replaces every inquiry with the generated ones; returns their ids in the same order. */
export async function storeInquiries(
  db: Kysely<Database>,
  rows: GeneratedInquiry[],
  { a, b }: Counsellors,
): Promise<number[]> {
  await sql`truncate inquiries restart identity cascade`.execute(db)
  const writes = new Map<number, number>()
  for (const r of rows) writes.set(r.person, (writes.get(r.person) ?? 0) + 1)
  const now = Date.now()
  const values: NewInquiry[] = rows.map((r) => ({
    kind: r.kind,
    status: r.status,
    program: r.program,
    full_name: PEOPLE[r.person].name,
    email: PEOPLE[r.person].email,
    phone: PEOPLE[r.person].phone,
    channel: 'site',
    created_at: new Date(r.at),
    owner_uid: r.owner === 'A' ? a : r.owner === 'B' ? b : null,
    // As the intake marks it: the person wrote more than once, whoever owns the others.
    is_repeat: writes.get(r.person)! > 1,
    follow_up_at: r.followUp === null ? null : new Date(now + r.followUp),
    first_contact_due_at: r.firstContact === null ? null : new Date(now + (r.firstContact === 'due' ? 2 : -2) * HOUR),
    first_contacted_at: r.firstContact === 'done' ? new Date(now - 3 * HOUR) : null,
  }))
  const inserted = await db.insertInto('inquiries').values(values).returning('id').execute()
  return inserted.map((r) => r.id)
}

/** What counsellor `uid` should see, in plain SQL over `inquiries i`. */
export function scopeOracle(db: Kysely<Database>, uid: string) {
  const inScope = (t: string) => sql`(${sql.ref(`${t}.owner_uid`)} = ${uid} or ${sql.ref(`${t}.owner_uid`)} is null)`
  const digits = (column: string) => sql`regexp_replace(${sql.ref(column)}, '\\D', '', 'g')`
  const samePerson = (t: string) =>
    sql`(lower(${sql.ref(`${t}.email`)}) = lower(i.email) or right(${digits(`${t}.phone`)}, 10) = right(${digits('i.phone')}, 10))`

  function conditions(f: InquiryFiltersInput, { status = true } = {}): RawBuilder<unknown> {
    const and: RawBuilder<unknown>[] = [inScope('i')]
    if (status && f.status) and.push(sql`i.status = ${f.status}`)
    if (f.kind) and.push(sql`i.kind = ${f.kind}`)
    if (f.program) and.push(sql`i.program = ${f.program}`)
    if (f.owner === 'none') and.push(sql`i.owner_uid is null`)
    else if (f.owner) and.push(sql`i.owner_uid = ${f.owner === 'me' ? uid : f.owner}`)
    if (f.from) and.push(sql`(i.created_at at time zone 'Asia/Kolkata')::date >= ${f.from}::date`)
    if (f.to) and.push(sql`(i.created_at at time zone 'Asia/Kolkata')::date <= ${f.to}::date`)
    if (f.q && /^[\d\s+]+$/.test(f.q)) and.push(sql`${digits('i.phone')} like ${`%${f.q.replace(/\D/g, '')}%`}`)
    else if (f.q) {
      const like = `%${f.q.toLowerCase()}%`
      and.push(sql`(lower(i.full_name) like ${like} or lower(i.email) like ${like})`)
    }
    // A repeat, to a counsellor: someone with another inquiry they may see.
    if (f.repeat)
      and.push(sql`exists (select 1 from inquiries o where o.id <> i.id and ${samePerson('o')} and ${inScope('o')})`)
    return sql.join(and, sql` and `)
  }

  return {
    /** The ids the table shows under the filters, ascending. */
    async ids(f: InquiryFiltersInput): Promise<number[]> {
      const { rows } = await sql<{
        id: number
      }>`select i.id from inquiries i where ${conditions(f)} order by i.id`.execute(db)
      return rows.map((r) => r.id)
    },
    /** Per status under every filter but the status one. */
    async byStatus(f: InquiryFiltersInput): Promise<Record<string, number>> {
      const { rows } = await sql<{ status: string; n: number }>`select i.status, count(*)::int as n from inquiries i
        where ${conditions(f, { status: false })} group by i.status`.execute(db)
      return Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]))
    },
    /** The same person's other inquiries in scope, ascending. */
    async related(id: number): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`select i.id from inquiries i, inquiries s
        where s.id = ${id} and i.id <> s.id and ${samePerson('s')} and ${inScope('i')} order by i.id`.execute(db)
      return rows.map((r) => r.id)
    },
    /** For each inquiry in scope, how many of its person's are in scope, itself included. */
    async personCounts(): Promise<Map<number, number>> {
      const { rows } = await sql<{ id: number; n: number }>`select i.id,
        (select count(*)::int from inquiries o where ${samePerson('o')} and ${inScope('o')}) as n
        from inquiries i where ${inScope('i')}`.execute(db)
      return new Map(rows.map((r) => [r.id, r.n]))
    },
    /** How many in scope meet `condition`. */
    async count(condition: RawBuilder<unknown>): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from inquiries i
        where ${inScope('i')} and ${condition}`.execute(db)
      return rows[0].n
    },
  }
}

/** The end of India's current day, by the database's clock. */
export const endOfIndianToday = sql`((date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day') at time zone 'Asia/Kolkata')`
