import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SpeedToContactRow } from '../../../lib/router-types'
import { formatHours, weekLong, weekShort } from './speed-format'

/**
 * Speed to contact week by week: the share contacted within the deadline (bars, left axis) and the
 * median hours to first contact (line, right axis). Loaded lazily, like inquiry-charts-panel.tsx, so
 * recharts stays out of the table's first paint; the week table in SpeedToContact is its text form.
 */

// From the charts' palette (each at least 3:1 against white): blue bars, an orange line.
const SHARE_COLOUR = '#1d4ed8'
const MEDIAN_COLOUR = '#c2410c'
const tick = { fontSize: 12, fill: '#475569' }

export default function SpeedToContactChart({ weeks }: { weeks: SpeedToContactRow[] }) {
  const labels = new Map(weeks.map((w) => [w.key, w.label]))
  // Percentages rounded to a tenth, so the tooltip never shows 83.33333 %.
  const data = weeks.map((w) => ({
    week: w.key,
    within: w.withinDeadline === null ? null : Math.round(w.withinDeadline * 1000) / 10,
    median: w.medianHours,
  }))
  return (
    <figure aria-hidden="true">
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">Week by week</figcaption>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="week"
              tickFormatter={(key: string) => weekShort(key, labels.get(key) ?? key)}
              minTickGap={24}
              tick={tick}
            />
            <YAxis yAxisId="share" domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} tick={tick} width={44} />
            <YAxis
              yAxisId="hours"
              orientation="right"
              allowDecimals={false}
              tickFormatter={(v: number) => `${v} h`}
              tick={tick}
              width={48}
            />
            <Tooltip
              labelFormatter={(key) => (typeof key === 'string' ? weekLong(key, labels.get(key) ?? key) : String(key))}
              formatter={(value, name) => {
                if (typeof value !== 'number') return ['—', name]
                return [name === 'Median time to first contact' ? formatHours(value) : `${value}%`, name]
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              yAxisId="share"
              dataKey="within"
              name="Contacted within the deadline"
              fill={SHARE_COLOUR}
              isAnimationActive={false}
            />
            <Line
              yAxisId="hours"
              dataKey="median"
              name="Median time to first contact"
              stroke={MEDIAN_COLOUR}
              strokeWidth={2}
              dot={{ r: 3, fill: MEDIAN_COLOUR }}
              connectNulls
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  )
}
