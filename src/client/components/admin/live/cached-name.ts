import type { QueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { InquiryPage, InquiryRow } from '../../../lib/router-types'
import { adminTrpc } from '../admin-trpc'

type Utils = ReturnType<typeof adminTrpc.useUtils>

/**
 * An inquiry's name from what this tab already holds (its detail, My day, a page of the table), for a
 * notice that has only the id: asking the server would log a read the member never made.
 */
export function cachedName(utils: Utils, queryClient: QueryClient, id: number): string | undefined {
  const detail = utils.admin.inquiries.byId.getData({ id })
  if (detail) return detail.fullName
  const day = utils.admin.inquiries.myDay.getData()
  const rows: InquiryRow[] = day
    ? [day.overdue, day.today, day.late, day.unassignedLate, day.upcoming].flatMap((l) => l.rows)
    : []
  const pages = queryClient.getQueriesData<InquiryPage>({ queryKey: getQueryKey(adminTrpc.admin.inquiries.list) })
  rows.push(...pages.flatMap(([, page]) => page?.rows ?? []))
  return rows.find((r) => r.id === id)?.fullName
}
