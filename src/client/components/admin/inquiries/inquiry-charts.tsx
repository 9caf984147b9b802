import { lazy, Suspense, useId, useState } from 'react'
import { keepPreviousData } from '@tanstack/react-query'
import {
  CHART_DIMENSIONS,
  type ChartDimension,
  type InquiryFiltersInput,
} from '../../../../shared/schemas/admin-inquiries'
import type { InquiryCharts as Charts } from '../../../lib/router-types'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { SpeedToContact } from './speed-to-contact'
import { InquiryPeriodTable } from './inquiry-period-table'
import { formatCount } from '../admin-format'

// recharts is the back office's heaviest library: the figures below paint first, the pictures follow.
const InquiryChartsPanel = lazy(() => import('./inquiry-charts-panel'))

const DIMENSION_NOUNS: Record<ChartDimension, string> = {
  kind: 'Kind',
  program: 'Program',
  status: 'Status',
  source: 'Source',
  channel: 'Channel',
}

/**
 * Inquiries per day, week or month and per kind, program, status or source, then the speed of first
 * contact, all under the table's filters (or, on the reports page, its dates).
 */
export function InquiryCharts({ filters, title = 'Charts' }: { filters: InquiryFiltersInput; title?: string }) {
  const [by, setBy] = useState<ChartDimension>('kind')
  const charts = adminTrpc.admin.inquiries.charts.useQuery({ ...filters, by }, { placeholderData: keepPreviousData })
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <DimensionPicker value={by} onChange={setBy} />
      </div>
      <div aria-busy={charts.isFetching} className={charts.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
        <QueryState query={charts} loading="Loading charts…">
          {(data) => <ChartsBody charts={data} />}
        </QueryState>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <SpeedToContact filters={filters} />
      </div>
    </section>
  )
}

/** A segmented control: native radios, so arrow keys move the choice and it is announced as one of five. */
function DimensionPicker({ value, onChange }: { value: ChartDimension; onChange: (by: ChartDimension) => void }) {
  const name = useId()
  return (
    <fieldset className="flex flex-wrap rounded-lg bg-slate-100 p-1">
      <legend className="sr-only">Group the charts</legend>
      {CHART_DIMENSIONS.map((d) => (
        <label key={d} className="relative">
          <input
            type="radio"
            name={name}
            value={d}
            checked={value === d}
            onChange={() => onChange(d)}
            className="peer sr-only"
          />
          <span className="block cursor-pointer rounded-md px-2 py-1.5 text-sm sm:px-3 font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-blue-700">
            By {DIMENSION_NOUNS[d].toLowerCase()}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

function ChartsBody({ charts }: { charts: Charts }) {
  const [showData, setShowData] = useState(false)
  const tableId = useId()
  const noun = DIMENSION_NOUNS[charts.by]

  if (charts.total === 0) return <p className="text-sm text-slate-600">No inquiries in this selection.</p>

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-2xl font-extrabold text-slate-900">
          {formatCount(charts.total)} <span className="text-base font-semibold text-slate-600">inquiries</span>
        </p>
        <button
          type="button"
          aria-expanded={showData}
          aria-controls={tableId}
          onClick={() => setShowData((v) => !v)}
          className={buttonClass('ghost', 'sm')}
        >
          {showData ? 'Hide data' : 'Show data'}
        </button>
      </div>
      {/* Always in the page for screen readers (and tests); "Show data" brings them into view. */}
      <div id={tableId} className={showData ? 'space-y-6' : 'sr-only'}>
        <table className="w-full max-w-md text-sm">
          <caption className="mb-1 text-left font-semibold text-slate-700">Inquiries by {noun.toLowerCase()}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1 pr-4 font-medium">
                {noun}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Inquiries
              </th>
            </tr>
          </thead>
          <tbody>
            {charts.series.map((s) => (
              <tr key={s.key} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-900">
                  {s.label}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(s.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1 pr-4 text-left font-semibold">
                Total
              </th>
              <td className="py-1 text-right font-semibold tabular-nums">{formatCount(charts.total)}</td>
            </tr>
          </tfoot>
        </table>
        <InquiryPeriodTable charts={charts} shown={showData} />
      </div>
      <Suspense fallback={<p className="h-72 text-sm text-slate-600">Drawing charts…</p>}>
        <InquiryChartsPanel charts={charts} />
      </Suspense>
    </div>
  )
}
