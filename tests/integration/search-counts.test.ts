import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { INQUIRY_STATUSES } from '../../src/shared/inquiry-options'
import { SEARCH_COUNT_LIMIT, type InquiryFiltersInput } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite } from '../helpers/admin-trpc'

// A search's counts stop at SEARCH_COUNT_LIMIT matches (docs/decisions/0025): exact up to it, "more" past it.

const suite = adminSuite('search-counts')
const COMMON = SEARCH_COUNT_LIMIT + 3
const RARE = 40

beforeAll(async () => {
  // COMMON leads at @common.example, every sixth of them 'spam'; RARE at @rare.example, one status each.
  for (const [domain, rows] of [
    ['common.example', COMMON],
    ['rare.example', RARE],
  ] as const) {
    await sql`
      insert into inquiries (kind, status, full_name, email, phone, program, channel, created_at)
      select 'information', (array['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'])[1 + g % 6],
             'Search Lead ' || g, 'lead' || g || '@' || ${domain}, '', 'cloud', 'site',
             now() - g * interval '1 minute'
      from generate_series(0, ${rows - 1}) g`.execute(suite.db)
  }
})

const counts = (input: InquiryFiltersInput) => suite.api().admin.inquiries.counts.query(input)

async function matching(fragment: string, status?: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from inquiries
    where email like ${`%${fragment}%`} and (${status ?? null}::text is null or status = ${status ?? null})`.execute(
    suite.db,
  )
  return Number(rows[0]!.n)
}

describe('admin.inquiries.counts under a search', () => {
  it('counts every status exactly while the matches are within the limit', async () => {
    const c = await counts({ q: '@rare.example' })
    const expected = Object.fromEntries(
      await Promise.all(INQUIRY_STATUSES.map(async (s) => [s, await matching('@rare.example', s)] as const)),
    )
    expect(c).toEqual({ byStatus: expected, total: RARE, atLeast: false })
  })

  it('stops at the limit past it: no status counted, the total the limit, and says so', async () => {
    expect(await matching('@common.example')).toBeGreaterThan(SEARCH_COUNT_LIMIT)
    const c = await counts({ q: '@common.example' })
    expect(c).toEqual({
      byStatus: Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, null])),
      total: SEARCH_COUNT_LIMIT,
      atLeast: true,
    })
  })

  it("counts the chosen status's matches exactly when they are within the limit", async () => {
    const spam = await matching('@common.example', 'spam')
    expect(spam).toBeLessThan(SEARCH_COUNT_LIMIT)
    const c = await counts({ q: '@common.example', status: 'spam' })
    expect(c.total).toBe(spam)
    expect(c.atLeast).toBe(false)
  })

  it('counts exactly under another filter that brings the matches within the limit', async () => {
    const c = await counts({ q: '@common.example', from: '2000-01-01', kind: 'contact' })
    expect(c).toMatchObject({ total: 0, atLeast: false })
  })
})
