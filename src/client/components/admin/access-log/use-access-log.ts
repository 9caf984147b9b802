import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { AccessLogFilters } from '../../../../shared/schemas/access-log'
import { adminTrpc } from '../admin-trpc'

const PAGE_SIZE = 50

/**
 * The log under the filters, newest first, fifty entries at a time ("Load more"). Each page starts below
 * the last entry of the page before, so entries written meanwhile never shift one page onto the next.
 */
export function useAccessLog(filters: AccessLogFilters) {
  const utils = adminTrpc.useUtils()
  const input = { ...filters, size: PAGE_SIZE }
  return useInfiniteQuery({
    queryKey: getQueryKey(adminTrpc.admin.accessLog.list, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.admin.accessLog.list.query({ ...input, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // The entries shown stay while another filter's load, instead of the page jumping to "Loading…".
    placeholderData: keepPreviousData,
  })
}
