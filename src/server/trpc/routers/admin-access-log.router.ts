import { permitted, router } from '../init'
import { accessLogFiltersSchema, accessLogListSchema } from '../../../shared/schemas/access-log'
import { listAccessLog } from '../../access/access-log-store'
import { accessLogCsv } from '../../access/access-log-csv'

/** The access log, for owners: who read which inquiries' personal data, and when (docs/decisions/0022). */
export const adminAccessLogRouter = router({
  /** Newest first, a page at a time. */
  list: permitted('accessLog.read')
    .input(accessLogListSchema)
    .query(({ ctx, input }) => {
      const { cursor, size, ...filters } = input
      return listAccessLog(ctx.db, filters, { cursor, size })
    }),

  /** The same entries as CSV for an auditor, streamed in chunks like the inquiries' export. */
  csv: permitted('accessLog.read')
    .input(accessLogFiltersSchema)
    .query(async function* ({ ctx, input, signal }) {
      yield* accessLogCsv(ctx.db, input, signal)
    }),
})
