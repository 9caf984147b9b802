import { useInfiniteQuery } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import { adminTrpc } from '../admin-trpc'

/**
 * The erasure records, newest first, fifty at a time ("Load more"). Each page starts below the last
 * record of the page before, so a refetch after an erasure (every loaded page, in order) leaves no gap.
 */
export function useErasureRecords() {
  const utils = adminTrpc.useUtils()
  return useInfiniteQuery({
    queryKey: getQueryKey(adminTrpc.admin.privacy.records, {}, 'infinite'),
    queryFn: ({ pageParam, signal }) => utils.client.admin.privacy.records.query({ before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.more ? page.items.at(-1)?.id : undefined),
  })
}
