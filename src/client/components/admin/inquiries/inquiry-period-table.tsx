import type { InquiryCharts } from '../../../lib/router-types'
import { bucketNote, perBucketTitle, periodLabel } from './chart-periods'
import { formatCount } from '../admin-format'
import { scrollBox } from './scroll-box'

/**
 * The stacked bars' text equivalent: one row a day, week or month, one column a series, as the chart
 * draws them (the chart itself is hidden from assistive technology). Shown, it scrolls sideways in a box
 * the keyboard can reach; kept for screen readers only, it is no scrolling box at all (one nobody can see
 * or reach would be a trap for the keyboard and a fault for axe).
 */
export function InquiryPeriodTable({ charts, shown }: { charts: InquiryCharts; shown: boolean }) {
  const note = bucketNote(charts.bucket)
  return (
    <div {...(shown && scrollBox(perBucketTitle(charts.bucket)))}>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-700">
          {perBucketTitle(charts.bucket)}
          {note && <span className="block font-normal text-slate-600">{note}</span>}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-1 pr-4 font-medium">
              {charts.bucket === 'day' ? 'Day' : charts.bucket === 'week' ? 'Week' : 'Month'}
            </th>
            {charts.series.map((s) => (
              <th key={s.key} scope="col" className="py-1 pr-4 text-right font-medium">
                {s.label}
              </th>
            ))}
            <th scope="col" className="py-1 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {charts.periods.map((period, p) => (
            <tr key={period} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 text-left font-normal whitespace-nowrap text-slate-900">
                {periodLabel(period, charts.bucket)}
              </th>
              {charts.series.map((s) => (
                <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                  {formatCount(s.counts[p] ?? 0)}
                </td>
              ))}
              <td className="py-1 text-right font-semibold tabular-nums">
                {formatCount(charts.series.reduce((sum, s) => sum + (s.counts[p] ?? 0), 0))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
