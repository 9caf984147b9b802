import { indianDate } from '../../../../shared/india-time'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { downloadWords, StreamCsvButton } from '../stream-csv-button'
import { AccessLogFiltersBar } from './access-log-filters'
import { AccessLogList } from './access-log-list'
import { hasFilters } from './parse-access-log-search'
import { useAccessLog } from './use-access-log'
import { useAccessLogSearch } from './use-access-log-search'

const WORDS = downloadWords(['entry', 'entries'])

/** The access log page: filters from the address, the entries a page at a time, and the CSV of them all. */
export function AccessLogView() {
  const { view, select, clearFilters } = useAccessLogSearch()
  const { client } = adminTrpc.useUtils()
  const log = useAccessLog(view.filters)
  const items = log.data?.pages.flatMap((p) => p.items) ?? []
  const filtered = hasFilters(view)

  return (
    <div className="space-y-4">
      <AccessLogFiltersBar
        fields={view.fields}
        dateRangeInverted={view.dateRangeInverted}
        filtered={filtered}
        onChange={select}
        onClear={clearFilters}
      />
      <StreamCsvButton
        start={(signal) => client.admin.accessLog.csv.query(view.filters, { signal })}
        fileName={() => `access-log-${indianDate(new Date())}.csv`}
        words={WORDS}
        disabled={log.isSuccess && items.length === 0}
      />
      <QueryState query={log} loading="Loading the access log…">
        {() =>
          items.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center font-semibold text-slate-900 ring-1 ring-slate-200">
              {filtered ? 'No entries match these filters.' : 'No entries yet.'}
            </p>
          ) : (
            <div className="space-y-4">
              <AccessLogList items={items} busy={log.isFetching && !log.isFetchingNextPage} />
              {log.hasNextPage && (
                <div className="flex justify-center">
                  <button
                    type="button"
                    disabled={log.isFetchingNextPage}
                    onClick={() => void log.fetchNextPage()}
                    className={buttonClass('outline', 'md')}
                  >
                    {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
                  </button>
                </div>
              )}
            </div>
          )
        }
      </QueryState>
    </div>
  )
}
