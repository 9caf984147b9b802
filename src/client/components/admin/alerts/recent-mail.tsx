import { getRouteApi } from '@tanstack/react-router'
import { MAIL_STATES, type MailState } from '../../../../shared/schemas/alerts'
import { buttonClass } from '../../ui/button'
import { QueryState } from '../query-state'
import { MailList } from './mail-list'
import { StateFilter } from './state-filter'
import { useRecentMail, useRetryMail } from './use-recent-mail'

const routeApi = getRouteApi('/admin/alerts')

/** The state filter, read from the address (an unknown value shows every e-mail) and written to it. */
function useMailStateFilter() {
  const { state } = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const set = (next: MailState | undefined) =>
    void navigate({ to: '/admin/alerts', search: { state: next }, resetScroll: false })
  return [MAIL_STATES.find((s) => s === state), set] as const
}

/** "Recent e-mails": the outbox newest first, filtered by state, with failed ones sent again from here. */
export function RecentMail() {
  const [state, setState] = useMailStateFilter()
  const recent = useRecentMail(state)
  const retry = useRetryMail()
  const pages = recent.data?.pages
  const mails = pages?.flatMap((p) => p.items) ?? []
  const busy = recent.isPlaceholderData

  return (
    <div className="space-y-4">
      <StateFilter state={state} counts={pages?.[0]} onChange={setState} />
      <QueryState query={recent} loading="Loading e-mails…">
        {() =>
          mails.length === 0 ? (
            <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">
                {state ? 'No e-mails in this state.' : 'No e-mails yet. Each new inquiry will appear here.'}
              </p>
              {state && (
                <button
                  type="button"
                  onClick={() => setState(undefined)}
                  className={buttonClass('outline', 'sm', 'mt-4')}
                >
                  Show all e-mails
                </button>
              )}
            </div>
          ) : (
            <>
              <MailList
                mails={mails}
                busy={busy}
                retryingId={retry.isPending ? retry.variables?.id : undefined}
                onRetry={(id) => retry.mutate({ id })}
              />
              {recent.hasNextPage && (
                <div className="flex justify-center">
                  <button
                    type="button"
                    disabled={recent.isFetchingNextPage}
                    onClick={() => void recent.fetchNextPage()}
                    className={buttonClass('outline', 'md')}
                  >
                    {recent.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </div>
  )
}
