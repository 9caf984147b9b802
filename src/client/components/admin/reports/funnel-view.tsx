import { useId } from 'react'
import { keepPreviousData } from '@tanstack/react-query'
import { ADMIN_INQUIRY_MESSAGES } from '../../../../shared/schemas/admin-inquiries'
import { FUNNEL_GROUP_LABELS, type Funnel, type FunnelInput } from '../../../../shared/schemas/reports'
import { adminTrpc } from '../admin-trpc'
import { InquiryCharts } from '../inquiries/inquiry-charts'
import { QueryState } from '../query-state'
import { FunnelChart } from './funnel-chart'
import { FunnelCsvButton } from './funnel-csv-button'
import { FunnelFilters } from './funnel-filters'
import { formatPercent } from './funnel-format'
import { formatCount } from '../admin-format'
import { formatDay } from './funnel-range'
import type { FunnelSort } from './funnel-sorting'
import { FunnelTable } from './funnel-table'
import { useFunnelSearch } from './use-funnel-search'

/**
 * The reports page: its settings, the funnel's table (with its CSV) and chart of conversion, then the
 * inquiry charts and speed to contact over the same dates. All numbers (reports.read): it is marketing's
 * home, which reads no inquiry, and a counsellor's numbers are their own leads' (the server scopes them).
 */
export function FunnelView() {
  const { view, setRange, setGroup, setSort } = useFunnelSearch()
  const input: FunnelInput = { ...view.range, by: view.by }
  return (
    <div className="space-y-6">
      <FunnelFilters
        range={view.range}
        rangeInverted={view.rangeInverted}
        by={view.by}
        onRange={setRange}
        onGroup={setGroup}
      />
      {view.rangeInverted ? (
        // The server would refuse it; the field's own message says why, this says why nothing is shown.
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          {ADMIN_INQUIRY_MESSAGES.dateRange}
        </p>
      ) : (
        <>
          <FunnelResults input={input} sort={view.sort} onSort={setSort} />
          <InquiryCharts filters={view.range} title="Inquiries and speed to contact" />
        </>
      )}
    </div>
  )
}

function FunnelResults({
  input,
  sort,
  onSort,
}: {
  input: FunnelInput
  sort: FunnelSort
  onSort: (sort: FunnelSort) => void
}) {
  // The previous table stays (dimmed) while another range or grouping loads, so the page does not jump.
  const funnel = adminTrpc.admin.reports.funnel.useQuery(input, { placeholderData: keepPreviousData })
  const headingId = useId()
  const shown = funnel.data
  const group = FUNNEL_GROUP_LABELS[shown?.by ?? input.by].toLowerCase()

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Funnel by {group}
        </h2>
        <FunnelCsvButton input={input} disabled={!shown || shown.total.inquiries === 0 || funnel.isPlaceholderData} />
      </div>
      <div
        aria-busy={funnel.isFetching}
        className={`space-y-4 ${funnel.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
      >
        <QueryState query={funnel} loading="Loading the funnel…">
          {(data) => <FunnelBody funnel={data} sort={sort} onSort={onSort} busy={funnel.isPlaceholderData} />}
        </QueryState>
      </div>
    </section>
  )
}

function FunnelBody({
  funnel,
  sort,
  onSort,
  busy,
}: {
  funnel: Funnel
  sort: FunnelSort
  onSort: (sort: FunnelSort) => void
  busy: boolean
}) {
  const { total } = funnel
  const dates = `${formatDay(funnel.from)} to ${formatDay(funnel.to)}`
  if (total.inquiries === 0) {
    return (
      <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">No inquiries arrived in these dates.</p>
        <p className="mt-1 text-sm text-slate-600">{dates}. Try a longer range.</p>
      </div>
    )
  }
  return (
    <>
      <p className="text-sm text-slate-600">
        {`${dates}: ${formatCount(total.inquiries)} ${total.inquiries === 1 ? 'inquiry' : 'inquiries'}, `}
        {`${formatCount(total.enrolled)} enrolled (${formatPercent(total.conversion)}).`}
      </p>
      <FunnelTable funnel={funnel} sort={sort} onSort={onSort} busy={busy} />
      {funnel.omitted > 0 && (
        <p className="text-sm text-slate-600">
          {`${formatCount(funnel.omitted)} more with fewer inquiries are not listed; the total counts them.`}
        </p>
      )}
      <FunnelChart funnel={funnel} />
    </>
  )
}
