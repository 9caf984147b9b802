import { lazy, Suspense, useId, useState } from 'react'
import { keepPreviousData } from '@tanstack/react-query'
import type { InquiryFiltersInput } from '../../../../shared/schemas/admin-inquiries'
import type { SpeedToContact as Speed, SpeedToContactRow } from '../../../lib/router-types'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { formatCount } from '../admin-format'
import { scrollBox } from './scroll-box'
import { dayLong, formatHours, formatShare, weekLong } from './speed-format'

// recharts comes after the figures and the tables, as for the other charts.
const SpeedToContactChart = lazy(() => import('./speed-to-contact-chart'))

/**
 * How fast the leads under the table's filters were first contacted: the median time and the shares within
 * 5 minutes, an hour (both of office time) and the first-contact deadline, in all, per owner and week by week.
 */
export function SpeedToContact({ filters }: { filters: InquiryFiltersInput }) {
  const speed = adminTrpc.admin.inquiries.speedToContact.useQuery(filters, { placeholderData: keepPreviousData })
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          Speed to contact
        </h3>
        <p className="text-sm text-slate-600">
          From arrival to the first logged contact, and how many were contacted within 5 minutes, within an hour
          (counting office hours only) and within the deadline
          {/* Without a start date the server counts the last 12 weeks: say so, or the figures would seem all-time. */}
          {speed.data && !filters.from ? `, since ${dayLong(speed.data.from)}.` : '.'}
        </p>
      </div>
      <div aria-busy={speed.isFetching} className={speed.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <QueryState query={speed} loading="Loading speed to contact…">
          {(data) => <SpeedBody speed={data} />}
        </QueryState>
      </div>
    </section>
  )
}

function Figure({
  label,
  value,
  note,
  className = '',
}: {
  label: string
  value: string
  note?: string
  className?: string
}) {
  return (
    <div className={`rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ${className}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">
        {value}
        {note && <span className="ml-1 text-sm font-semibold text-slate-600">{note}</span>}
      </dd>
    </div>
  )
}

function SpeedBody({ speed }: { speed: Speed }) {
  const [showData, setShowData] = useState(false)
  const weeksId = useId()
  const { total } = speed
  if (total.inquiries === 0) return <p className="text-sm text-slate-600">No inquiries in this selection.</p>

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {/* On a phone the median takes the first row, and the shares pair up below it. */}
        <Figure
          label="Median time to first contact"
          value={formatHours(total.medianHours)}
          className="col-span-2 sm:col-span-1"
        />
        <Figure label="Contacted within 5 min" value={formatShare(total.within5m)} />
        <Figure label="Contacted within 1 h" value={formatShare(total.within1h)} />
        <Figure label="Contacted within the deadline" value={formatShare(total.withinDeadline)} />
        <Figure label="Contacted" value={formatCount(total.contacted)} note={`of ${formatCount(total.inquiries)}`} />
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <SpeedTable caption="Speed to contact by owner" rowHeading="Owner" rows={speed.byOwner} />
        <div className="min-w-0 space-y-2">
          <div className="flex justify-end">
            <button
              type="button"
              aria-expanded={showData}
              aria-controls={weeksId}
              onClick={() => setShowData((v) => !v)}
              className={buttonClass('ghost', 'sm')}
            >
              {showData ? 'Hide weekly data' : 'Show weekly data'}
            </button>
          </div>
          {/* The chart's text form: always in the page for screen readers, "Show" brings it into view. */}
          <SpeedTable
            id={weeksId}
            caption="Speed to contact by week"
            rowHeading="Week"
            rows={speed.byWeek}
            rowLabel={(r) => weekLong(r.key, r.label)}
            hidden={!showData}
          />
          <Suspense fallback={<p className="h-64 text-sm text-slate-600">Drawing the chart…</p>}>
            <SpeedToContactChart weeks={speed.byWeek} />
          </Suspense>
        </div>
      </div>
    </div>
  )
}

const cellClass = 'py-1 pl-3 text-right tabular-nums'
const headClass = 'py-1 pl-3 text-right font-medium'
// On a phone the figures scroll sideways under the owner or week, which stays in view (opaque, over them).
const rowHeadClass = 'sticky left-0 z-10 max-w-[10rem] bg-white py-1 pr-3 text-left break-words'

/** Inquiries, contacted, median and the shares within 5 min, 1 h and the deadline, one row per owner or week. */
function SpeedTable({
  id,
  caption,
  rowHeading,
  rows,
  rowLabel = (r) => r.label,
  hidden = false,
}: {
  id?: string
  caption: string
  rowHeading: string
  rows: SpeedToContactRow[]
  rowLabel?: (row: SpeedToContactRow) => string
  hidden?: boolean
}) {
  const captionId = useId()
  return (
    // The caption outside the sideways scroll, so that on a phone it stays in view with the owner or week.
    <div id={id} className={hidden ? 'sr-only' : 'min-w-0'}>
      <p id={captionId} className="mb-1 text-sm font-semibold text-slate-700">
        {caption}
      </p>
      <div {...(hidden ? {} : scrollBox(caption))}>
        <table aria-labelledby={captionId} className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className={`${rowHeadClass} font-medium`}>
                {rowHeading}
              </th>
              <th scope="col" className={headClass}>
                Inquiries
              </th>
              <th scope="col" className={headClass}>
                Contacted
              </th>
              <th scope="col" className={headClass}>
                Median
              </th>
              <th scope="col" className={headClass}>
                Within 5 min
              </th>
              <th scope="col" className={headClass}>
                Within 1 h
              </th>
              <th scope="col" className={headClass}>
                Within deadline
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-slate-100">
                <th scope="row" className={`${rowHeadClass} font-normal text-slate-900`}>
                  {rowLabel(r)}
                </th>
                <td className={cellClass}>{formatCount(r.inquiries)}</td>
                <td className={cellClass}>{formatCount(r.contacted)}</td>
                <td className={cellClass}>{formatHours(r.medianHours)}</td>
                <td className={cellClass}>{formatShare(r.within5m)}</td>
                <td className={cellClass}>{formatShare(r.within1h)}</td>
                <td className={cellClass}>{formatShare(r.withinDeadline)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
