import { permitted, router } from '../init'
import { funnelSchema } from '../../../shared/schemas/reports'
import { funnelReport } from '../../reports/funnel'
import { funnelCsv } from '../../reports/funnel-csv'

/** Reports for the admissions team and marketing: the funnel from inquiry to enrolment. */
export const adminReportsRouter = router({
  /** Inquiries, contacted, qualified and enrolled, conversion and medians, per group and in total. */
  funnel: permitted('reports.read')
    .input(funnelSchema)
    .query(({ ctx, input }) => funnelReport(ctx.db, input, ctx.member)),

  /** The same table as a formula-safe CSV file. */
  funnelCsv: permitted('reports.read')
    .input(funnelSchema)
    .query(async ({ ctx, input }) => funnelCsv(await funnelReport(ctx.db, input, ctx.member))),
})
