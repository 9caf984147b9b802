import { sql, type Kysely } from 'kysely'
import type { Database } from '../src/server/db/schema'
import type { Identity } from '../src/server/auth/identity'
import { indianDate } from '../src/shared/india-time'
import { countInquiries, listInquiries } from '../src/server/inquiries/admin-inquiry-list'
import { inquiryCharts } from '../src/server/inquiries/inquiry-charts'
import { encodeCursor } from '../src/server/inquiries/inquiry-cursor'
import { myDay, overdueCount } from '../src/server/inquiries/my-day'
import { speedToContact } from '../src/server/inquiries/speed-to-contact'
import {
  CHART_DIMENSIONS,
  inquiryChartsSchema,
  inquiryFiltersSchema,
  inquiryListSchema,
  OWNER_ME,
  type InquiryFiltersInput,
  type InquiryListInput,
} from '../src/shared/schemas/admin-inquiries'
import { FIRST_CONTACT_FILTERS, FOLLOW_UP_FILTERS } from '../src/shared/schemas/admissions'

export type Group = 'list' | 'search' | 'aggregate'

export interface BenchCase {
  name: string
  group: Group
  run: (db: Kysely<Database>) => Promise<unknown>
}

/** What the cases need from the data itself, so every fragment searched for and every cursor exists. */
export interface Probe {
  total: number
  deepCursor: string | null
  emailFragment: string
  phoneFragment: string
  nameFragment: string
  /** First day (India time) from which about 100,000 inquiries arrived; null when the table holds fewer. */
  exportFrom: string | null
}

/** The India date `days` days before today, as YYYY-MM-DD. */
export function indianDateDaysAgo(daysAgo: number): string {
  return indianDate(Date.now() - daysAgo * 86_400_000)
}

async function exists(db: Kysely<Database>, like: string): Promise<boolean> {
  const row = await db
    .selectFrom('inquiries')
    .select('id')
    .where('search_text', 'like', like)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function probe(db: Kysely<Database>, exportRows: number): Promise<Probe> {
  const { total } = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()
  const n = Number(total)
  // A row about 90% of the way down the newest-first table: one OFFSET read here, then keyset pages.
  const deep = await db
    .selectFrom('inquiries')
    .select(['id', sql<string>`created_at::text`.as('key')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(Math.floor(n * 0.9))
    .limit(1)
    .executeTakeFirst()
  const middle = await db
    .selectFrom('inquiries')
    .select(['full_name', 'email', 'phone'])
    .where('id', '>=', (eb) => eb.selectFrom('inquiries').select(sql<number>`(min(id) + max(id)) / 2`.as('mid')))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  const surname = (middle?.full_name.split(' ').at(-1) ?? 'sharma').toLowerCase()
  const digits = (middle?.phone ?? '').replace(/\D/g, '').slice(-10)
  const exportEdge =
    n > exportRows
      ? await db
          .selectFrom('inquiries')
          .select(sql<string>`(created_at at time zone 'Asia/Kolkata')::date::text`.as('day'))
          .orderBy('created_at', 'desc')
          .offset(exportRows - 1)
          .limit(1)
          .executeTakeFirst()
      : undefined
  return {
    total: n,
    deepCursor: deep ? encodeCursor({ sort: 'newest', key: deep.key, id: deep.id }) : null,
    emailFragment: (await exists(db, '%@yahoo%')) ? '@yahoo' : `@${middle?.email.split('@')[1] ?? 'gmail'}`,
    phoneFragment: (await exists(db, '%98765%')) ? '98765' : digits.slice(2, 7) || '98765',
    nameFragment: surname.length >= 3 ? surname.slice(0, 5) : 'shar',
    exportFrom: exportEdge?.day ?? null,
  }
}

/**
 * The timed calls: the back office's table, search, counts and charts, and the admissions desk's lists,
 * badge and speed to contact, as their procedures make them. The viewer owns about a third of the owned
 * leads, so "mine" selects a realistic share.
 */
export function benchCases(p: Probe, viewer: Identity): BenchCase[] {
  const list = (name: string, group: Group, input: InquiryListInput): BenchCase => {
    const parsed = inquiryListSchema.parse(input)
    return { name, group, run: (db) => listInquiries(db, parsed, viewer) }
  }
  const counts = (name: string, input: InquiryFiltersInput): BenchCase => {
    const parsed = inquiryFiltersSchema.parse(input)
    return { name, group: 'aggregate', run: (db) => countInquiries(db, parsed, viewer) }
  }
  const narrowed: InquiryFiltersInput = {
    kind: 'enrollment',
    status: 'contacted',
    from: indianDateDaysAgo(365),
    to: indianDateDaysAgo(0),
  }
  const ninetyDays: InquiryFiltersInput = { from: indianDateDaysAgo(89), to: indianDateDaysAgo(0) }
  // The desk's filters, alone (the whole office) and on the viewer's own leads (My day's "See all").
  const deskFilters: Array<[string, InquiryFiltersInput]> = [
    ...FOLLOW_UP_FILTERS.map((followUp): [string, InquiryFiltersInput] => [`follow-up ${followUp}`, { followUp }]),
    ...FIRST_CONTACT_FILTERS.map((firstContact): [string, InquiryFiltersInput] => [
      `first contact ${firstContact}`,
      { firstContact },
    ]),
  ]
  const deskLists = deskFilters.flatMap(([label, filters]) => [
    list(`list: ${label}`, 'list', filters),
    list(`list: ${label}, mine`, 'list', { ...filters, owner: OWNER_ME }),
  ])
  const speed = (name: string, input: InquiryFiltersInput): BenchCase => {
    const parsed = inquiryFiltersSchema.parse(input)
    return { name, group: 'aggregate', run: (db) => speedToContact(db, parsed, viewer) }
  }
  const charts = CHART_DIMENSIONS.flatMap((by): BenchCase[] => {
    const all = inquiryChartsSchema.parse({ by })
    const recent = inquiryChartsSchema.parse({ by, ...ninetyDays })
    return [
      { name: `charts by ${by}`, group: 'aggregate', run: (db) => inquiryCharts(db, all, viewer) },
      { name: `charts by ${by}, 90 days`, group: 'aggregate', run: (db) => inquiryCharts(db, recent, viewer) },
    ]
  })
  return [
    list('list: first page', 'list', {}),
    list('list: kind + status + 1 year', 'list', narrowed),
    ...(p.deepCursor ? [list('list: page 90% deep (cursor)', 'list', { after: p.deepCursor })] : []),
    list('list: last page', 'list', { last: true }),
    list('list: name A-Z, first page', 'list', { sort: 'name-asc' }),
    list(`search e-mail "${p.emailFragment}"`, 'search', { q: p.emailFragment }),
    list(`search phone "${p.phoneFragment}"`, 'search', { q: p.phoneFragment }),
    list(`search name "${p.nameFragment}"`, 'search', { q: p.nameFragment }),
    counts('counts: all', {}),
    counts('counts: kind + status + 1 year', narrowed),
    counts(`counts: search "${p.emailFragment}"`, { q: p.emailFragment }),
    ...charts,
    ...deskLists,
    counts('counts: first contact late', { firstContact: 'late' }),
    counts('counts: follow-up overdue', { followUp: 'overdue' }),
    { name: 'my day (5 lists and their totals)', group: 'list', run: (db) => myDay(db, viewer) },
    { name: 'my day: overdue badge', group: 'list', run: (db) => overdueCount(db, viewer) },
    speed('speed to contact: all', {}),
    speed('speed to contact: 90 days', ninetyDays),
  ]
}
