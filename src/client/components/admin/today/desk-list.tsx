import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import type { DeskList as List } from '../../../lib/router-types'
import { Badge } from '../../ui/badge'
import { formatCount } from '../admin-format'
import type { InquirySearch } from '../inquiries/inquiry-search'
import { DeskRow } from './desk-row'
import type { DeskMeasure } from './desk-time'

export interface DeskListSpec {
  title: string
  /** Said when the list is empty: plain, and good news. */
  empty: string
  measure: DeskMeasure
  /** The table's filters that select the whole list, for "See all". */
  seeAll: InquirySearch
  assignable?: boolean
}

/** One of My day's lists: its heading and size, its first rows, and the rest a link away in the table. */
export function DeskList({ spec, list, now }: { spec: DeskListSpec; list: List; now: number }) {
  const titleId = useId()
  const more = list.total > list.rows.length
  return (
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl bg-white ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2.5 sm:py-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span id={titleId}>{spec.title}</span>
          <Badge tone={list.total > 0 ? 'accent' : 'neutral'} className="tabular-nums">
            {formatCount(list.total)}
          </Badge>
        </h2>
        {more && (
          <Link
            to="/admin/inquiries"
            search={spec.seeAll}
            aria-label={`See all ${formatCount(list.total)} ${spec.title.toLowerCase()}`}
            className="rounded text-sm font-semibold text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            See all {formatCount(list.total)}
          </Link>
        )}
      </div>
      {list.rows.length === 0 ? (
        // Short on a phone: an empty list above must not push the first lead to call off the first screen.
        <p className="px-4 py-3 text-sm text-slate-600 sm:py-6">{spec.empty}</p>
      ) : (
        <ul aria-labelledby={titleId} className="divide-y divide-slate-100">
          {list.rows.map((row) => (
            <DeskRow
              key={row.id}
              row={row}
              measure={spec.measure}
              now={now}
              assignable={spec.assignable === true && row.owner === null}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
