import type { Member } from '../src/server/auth/identity'
import { countInquiries, listInquiries } from '../src/server/inquiries/admin-inquiry-list'
import { inquiryCharts } from '../src/server/inquiries/inquiry-charts'
import { myDay, myDayIds, overdueCount } from '../src/server/inquiries/my-day'
import { speedToContact } from '../src/server/inquiries/speed-to-contact'
import { funnelReport } from '../src/server/reports/funnel'
import { funnelSchema } from '../src/shared/schemas/reports'
import { appendAccess, loggedFilters } from '../src/server/access/access-log-store'
import {
  CHART_DIMENSIONS,
  inquiryChartsSchema,
  inquiryFiltersSchema,
  inquiryListSchema,
  type InquiryListInput,
} from '../src/shared/schemas/admin-inquiries'
import { indianDateDaysAgo, type BenchCase, type Probe } from './admin-cases'

/**
 * The calls as the procedures make them for a role (docs/decisions/0022): the list and My day with their
 * access-log entry written after the read, as `ctx.logAccess` does, and a counsellor's scoped list, counts,
 * charts, speed to contact and My day.
 */
export function roleCases(p: Probe, owner: Member, counsellor: Member): BenchCase[] {
  const listLogged = (name: string, viewer: Member, input: InquiryListInput): BenchCase => {
    const parsed = inquiryListSchema.parse(input)
    return {
      name,
      group: input.q ? 'search' : 'list',
      run: async (db) => {
        const page = await listInquiries(db, parsed, viewer)
        const ids = page.rows.map((r) => r.id)
        await appendAccess(db, viewer, {
          action: 'inquiry.list',
          inquiryIds: ids,
          rowCount: ids.length,
          detail: loggedFilters(parsed),
        })
      },
    }
  }
  const dayLogged = (name: string, viewer: Member): BenchCase => ({
    name,
    group: 'list',
    run: async (db) => {
      const ids = myDayIds(await myDay(db, viewer))
      await appendAccess(db, viewer, { action: 'inquiry.list', inquiryIds: ids, detail: { view: 'my-day' } })
    },
  })
  const all = inquiryFiltersSchema.parse({})
  const ninetyDays = inquiryFiltersSchema.parse({ from: indianDateDaysAgo(89), to: indianDateDaysAgo(0) })
  const c = `counsellor`
  return [
    listLogged('owner: list first page + access log', owner, {}),
    listLogged(`owner: search name "${p.nameFragment}" + access log`, owner, { q: p.nameFragment }),
    listLogged(`${c}: list first page + access log`, counsellor, {}),
    listLogged(`${c}: list kind + 1 year + access log`, counsellor, {
      kind: 'enrollment',
      from: indianDateDaysAgo(365),
    }),
    listLogged(`${c}: list name A-Z + access log`, counsellor, { sort: 'name-asc' }),
    listLogged(`${c}: search name "${p.nameFragment}" + access log`, counsellor, { q: p.nameFragment }),
    { name: `${c}: counts all`, group: 'aggregate', run: (db) => countInquiries(db, all, counsellor) },
    ...CHART_DIMENSIONS.map((by): BenchCase => ({
      name: `${c}: charts by ${by}`,
      group: 'aggregate',
      run: (db) => inquiryCharts(db, inquiryChartsSchema.parse({ by }), counsellor),
    })),
    {
      name: `${c}: speed to contact, 90 days`,
      group: 'aggregate',
      run: (db) => speedToContact(db, ninetyDays, counsellor),
    },
    {
      name: `${c}: funnel, year by source`,
      group: 'report',
      run: (db) =>
        funnelReport(
          db,
          funnelSchema.parse({ by: 'source', from: indianDateDaysAgo(364), to: indianDateDaysAgo(0) }),
          counsellor,
        ),
    },
    dayLogged(`${c}: my day + access log`, counsellor),
    { name: `${c}: my day: overdue badge`, group: 'list', run: (db) => overdueCount(db, counsellor) },
  ]
}
