import { lazy, Suspense, useId } from 'react'
import { FUNNEL_GROUP_LABELS, type Funnel } from '../../../../shared/schemas/reports'
import { formatPercent } from './funnel-format'
import { formatCount } from '../admin-format'

// recharts is the back office's heaviest library: the table paints first, the picture follows.
const FunnelChartBars = lazy(() => import('./funnel-chart-bars'))

/** More bars than this stop being readable on a phone; the table has every group. */
export const CHART_GROUPS = 12

/**
 * Conversion to enrolled per group, for the groups that brought the most inquiries, against the overall
 * rate. The picture is hidden from assistive technology; its description says the same in words.
 */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const captionId = useId()
  const descriptionId = useId()
  const bars = funnel.rows.slice(0, CHART_GROUPS)
  const noun = FUNNEL_GROUP_LABELS[funnel.by].toLowerCase()
  const some = funnel.rows.length > bars.length
  const caption = some
    ? `Conversion to enrolled by ${noun}: the ${bars.length} with the most inquiries`
    : `Conversion to enrolled by ${noun}`

  return (
    <figure
      aria-labelledby={captionId}
      aria-describedby={descriptionId}
      className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <figcaption id={captionId} className="mb-2 text-sm font-semibold text-slate-700">
        {caption}
      </figcaption>
      <p id={descriptionId} className="sr-only">
        {`Bars of the share of inquiries that enrolled, most inquiries first. Overall: ${formatPercent(funnel.total.conversion)}. `}
        {bars
          .map((b) => `${b.label}: ${formatPercent(b.conversion)} of ${formatCount(b.inquiries)} inquiries`)
          .join('; ')}
        .
      </p>
      <div aria-hidden="true">
        <Suspense fallback={<p className="h-48 text-sm text-slate-600">Drawing the chart…</p>}>
          <FunnelChartBars bars={bars} overall={funnel.total.conversion} />
        </Suspense>
      </div>
    </figure>
  )
}
