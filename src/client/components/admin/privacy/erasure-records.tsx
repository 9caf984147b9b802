import { buttonClass } from '../../ui/button'
import { QueryState } from '../query-state'
import { ErasureRecordList } from './erasure-record-list'
import { useErasureRecords } from './use-erasure-records'

/**
 * "Erasure records": each erasure from the back office, the command line or retention, newest first.
 * They name no one (the identifiers are kept only as keyed hashes), so the list can be shown to any admin.
 */
export function ErasureRecords() {
  const records = useErasureRecords()
  const items = records.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <QueryState query={records} loading="Loading erasure records…">
      {() =>
        items.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center font-semibold text-slate-900 ring-1 ring-slate-200">
            No erasures yet.
          </p>
        ) : (
          <div className="space-y-4">
            <ErasureRecordList records={items} />
            {records.hasNextPage && (
              <div className="flex justify-center">
                <button
                  type="button"
                  disabled={records.isFetchingNextPage}
                  onClick={() => void records.fetchNextPage()}
                  className={buttonClass('outline', 'md')}
                >
                  {records.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </button>
              </div>
            )}
          </div>
        )
      }
    </QueryState>
  )
}
