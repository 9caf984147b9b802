import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { MailState } from '../../../../shared/schemas/alerts'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

/** Often enough that a pending e-mail is seen to settle before anyone wonders. */
const POLL_MS = 10_000

/**
 * The outbox, newest first, a page at a time ("Load more"). Polled while the page is open; each poll
 * refetches the loaded pages in order, every `before` taken from the page just fetched, so newer e-mails
 * pushing older ones down a page never leave a gap between pages.
 */
export function useRecentMail(state: MailState | undefined) {
  const utils = adminTrpc.useUtils()
  const input = { state }
  return useInfiniteQuery({
    queryKey: getQueryKey(adminTrpc.admin.alerts.recent, input, 'infinite'),
    queryFn: ({ pageParam, signal }) =>
      utils.client.admin.alerts.recent.query({ ...input, before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  })
}

/** Puts a failed e-mail back in the queue, then shows the outbox as it now is. */
export function useRetryMail() {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.alerts.retry.useMutation({
    onSuccess: () => notify({ title: 'E-mail queued to be sent again.' }),
    onError: (err) => notifyRefused('Not sent again', err),
    onSettled: () => utils.admin.alerts.recent.invalidate(),
  })
}
