import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
} from 'recharts'
import type { InquiryCharts } from '../../../lib/router-types'
import { bucketNote, crossesYear, perBucketTitle, periodLabel, tickLabel } from './chart-periods'
import { formatCount } from '../admin-format'

/**
 * With speed-to-contact-chart.tsx, the only modules that import recharts: InquiryCharts and SpeedToContact
 * load them lazily, so neither a public page nor the table's first paint waits for the chart library.
 */

/** Each at least 3:1 against white (WCAG 1.4.11), neighbours far apart in hue; the last (slate) is "Other". */
const PALETTE = ['#1d4ed8', '#c2410c', '#047857', '#7e22ce', '#be123c', '#0e7490', '#a16207', '#4d7c0f', '#64748b']

const colour = (i: number) => PALETTE[i % PALETTE.length]

const shortLabel = (label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label)

/**
 * Series are keyed by position (`s0`, `s1`...), never by their own key: a program or UTM source may hold
 * a dot, which recharts would read as a path into the data point.
 */
function perPeriod(charts: InquiryCharts) {
  return charts.periods.map((period, p) => {
    const point: Record<string, string | number> = { period }
    charts.series.forEach((s, i) => {
      point[`s${i}`] = s.counts[p] ?? 0
    })
    return point
  })
}

export default function InquiryChartsPanel({ charts }: { charts: InquiryCharts }) {
  const totals = charts.series.map((s) => ({ label: s.label, total: s.total }))
  const { bucket } = charts
  const withYear = crossesYear(charts.periods)
  const note = bucketNote(bucket)
  return (
    // The text equivalent (InquiryCharts' table) speaks for these pictures.
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-3">
      <figure className="lg:col-span-2">
        <figcaption className="mb-2 text-sm font-semibold text-slate-700">
          {perBucketTitle(bucket)}
          {note && <span className="ml-2 font-normal text-slate-600">{note}</span>}
        </figcaption>
        <div className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={perPeriod(charts)}
              accessibilityLayer={false}
              margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
            >
              <CartesianGrid vertical={false} stroke="#e2e8f0" />
              <XAxis
                dataKey="period"
                tickFormatter={(period: string) => tickLabel(period, bucket, withYear)}
                minTickGap={24}
                tick={{ fontSize: 12, fill: '#475569' }}
              />
              <YAxis
                allowDecimals={false}
                tickFormatter={formatCount}
                tick={{ fontSize: 12, fill: '#475569' }}
                width={48}
              />
              <Tooltip
                labelFormatter={(period) => (typeof period === 'string' ? periodLabel(period, bucket) : String(period))}
                formatter={(value) => (typeof value === 'number' ? formatCount(value) : String(value))}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              {charts.series.map((s, i) => (
                <Bar
                  key={s.key}
                  dataKey={`s${i}`}
                  name={s.label}
                  stackId="period"
                  fill={colour(i)}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure>
        <figcaption className="mb-2 text-sm font-semibold text-slate-700">Totals</figcaption>
        <div style={{ height: totals.length * 36 + 24 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={totals}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
            >
              <XAxis type="number" hide allowDecimals={false} />
              <YAxis
                type="category"
                dataKey="label"
                width={150}
                tickFormatter={shortLabel}
                tick={{ fontSize: 12, fill: '#334155' }}
              />
              <Tooltip formatter={(value) => (typeof value === 'number' ? formatCount(value) : String(value))} />
              <Bar
                dataKey="total"
                name="Inquiries"
                isAnimationActive={false}
                shape={(props: BarShapeProps) => <Rectangle {...props} fill={colour(props.index)} />}
              >
                <LabelList
                  dataKey="total"
                  position="right"
                  formatter={(value) => (typeof value === 'number' ? formatCount(value) : String(value ?? ''))}
                  style={{ fontSize: 12, fill: '#0f172a' }}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  )
}
