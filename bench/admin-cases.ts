import { sql, type Kysely } from 'kysely'
import type { Database } from '../src/server/db/schema'
import type { Member } from '../src/server/auth/identity'
import { indianDate } from '../src/shared/india-time'
import { countInquiries, listInquiries } from '../src/server/inquiries/admin-inquiry-list'
import { inquiryCharts } from '../src/server/inquiries/inquiry-charts'
import { encodeCursor } from '../src/server/inquiries/inquiry-cursor'
import { myDay, overdueCount } from '../src/server/inquiries/my-day'
import { relatedInquiries } from '../src/server/inquiries/related-inquiries'
import { speedToContact } from '../src/server/inquiries/speed-to-contact'
import { funnelReport } from '../src/server/reports/funnel'
import {
  CHART_DIMENSIONS,
  inquiryChartsSchema,
  inquiryFiltersSchema,
  inquiryListSchema,
  OWNER_ME,
  OWNER_NONE,
  type InquiryFiltersInput,
  type InquiryListInput,
} from '../src/shared/schemas/admin-inquiries'
import { FIRST_CONTACT_FILTERS, FOLLOW_UP_FILTERS } from '../src/shared/schemas/admissions'
import { funnelSchema, type FunnelGroup } from '../src/shared/schemas/reports'

/** What a call is, for its target: a page, a search, an aggregate, one person's inquiries, a report. */
export type Group = 'list' | 'search' | 'aggregate' | 'person' | 'report'

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
  /** Repeat inquiries spread over the table (one per thirtieth of the ids); empty when none is marked. */
  repeatIds: number[]
}

/** How many different repeats the drawer's related inquiries are read for. */
const RELATED_IDS = 30

/** The India date `days` days before today, as YYYY-MM-DD. */
export function indianDateDaysAgo(daysAgo: number): string {
  return indianDate(Date.now() - daysAgo * 86_400_000)
}

/** Monday of this week in India, as YYYY-MM-DD (today on a Monday). */
export function indianMondayThisWeek(): string {
  const today = indianDateDaysAgo(0)
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
  return indianDateDaysAgo((weekday + 6) % 7)
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
    repeatIds: await repeatIds(db),
  }
}

/** The first repeat at or after each thirtieth of the id range: old and new people alike. */
async function repeatIds(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select r.id from generate_series(0, ${RELATED_IDS - 1}) k
    cross join (select min(id) as lo, max(id) as hi from inquiries) b
    cross join lateral (
      select i.id from inquiries i
      where i.is_repeat and i.id >= b.lo + (b.hi - b.lo)::bigint * k / ${RELATED_IDS}
      order by i.id limit 1
    ) r
  `.execute(db)
  return [...new Set(rows.map((r) => r.id))]
}

/**
 * The timed calls: the back office's table, search, counts and charts, and the admissions desk's lists,
 * badge and speed to contact, as their procedures make them. The viewer owns about a third of the owned
 * leads, so "mine" selects a realistic share.
 */
export function benchCases(p: Probe, viewer: Member): BenchCase[] {
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
  // Each run reads another repeat's person, as admins open one drawer after another.
  let nextRelated = 0
  const related: BenchCase[] = p.repeatIds.length
    ? [
        {
          name: `related: ${p.repeatIds.length} repeats in turn`,
          group: 'person',
          run: (db) => relatedInquiries(db, p.repeatIds[nextRelated++ % p.repeatIds.length]!, viewer),
        },
      ]
    : []
  const funnel = (name: string, by: FunnelGroup, from: string): BenchCase => {
    const parsed = funnelSchema.parse({ by, from, to: indianDateDaysAgo(0) })
    return { name, group: 'report', run: (db) => funnelReport(db, parsed, viewer) }
  }
  const repeatCharts = inquiryChartsSchema.parse({ by: 'kind', repeat: true })
  // A shared view as counsellors save one, "new enrolments nobody has, this week": opening it is the
  // table's own list call with the view's filters, so it should cost what the plain table does.
  const savedView: InquiryFiltersInput = { kind: 'enrollment', owner: OWNER_NONE, from: indianMondayThisWeek() }
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
    list('list: saved view first page (enrollment, unassigned, this week)', 'list', savedView),
    ...related,
    list('list: repeat, first page', 'list', { repeat: true }),
    counts('counts: repeat', { repeat: true }),
    { name: 'charts repeat by kind', group: 'aggregate', run: (db) => inquiryCharts(db, repeatCharts, viewer) },
    funnel('funnel: year by source', 'source', indianDateDaysAgo(364)),
    funnel('funnel: year by campaign', 'campaign', indianDateDaysAgo(364)),
    funnel('funnel: 90 days by owner', 'owner', indianDateDaysAgo(89)),
    funnel('funnel: year by program', 'program', indianDateDaysAgo(364)),
    funnel('funnel: year by owner', 'owner', indianDateDaysAgo(364)),
    funnel('funnel: year by channel', 'channel', indianDateDaysAgo(364)),
  ]
}
