import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SpeedToContactRow } from '../../../lib/router-types'
import { formatHours, weekLong, weekShort } from './speed-format'

/**
 * Speed to contact week by week: the shares contacted within 5 minutes, within an hour and within the
 * deadline (bars side by side, left axis) and the median hours to first contact (line, right axis). Loaded
 * lazily, like inquiry-charts-panel.tsx, so recharts stays out of the table's first paint; the week table
 * in SpeedToContact is its text form.
 */

// From the charts' palette (each at least 3:1 against white): green, purple and blue bars, an orange line.
const SHARES = [
  { key: 'within5m', name: 'Contacted within 5 min', colour: '#047857' },
  { key: 'within1h', name: 'Contacted within 1 h', colour: '#7e22ce' },
  { key: 'withinDeadline', name: 'Contacted within the deadline', colour: '#1d4ed8' },
] as const
const MEDIAN_COLOUR = '#c2410c'
// The legend in the bars' order, shortest time first, then the line (recharts sorts it by name otherwise).
const LEGEND_ORDER: readonly string[] = [...SHARES.map((s) => s.key), 'median']
const tick = { fontSize: 12, fill: '#475569' }

export default function SpeedToContactChart({ weeks }: { weeks: SpeedToContactRow[] }) {
  const labels = new Map(weeks.map((w) => [w.key, w.label]))
  // Percentages rounded to a tenth, so the tooltip never shows 83.33333 %.
  const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10)
  const data = weeks.map((w) => ({
    week: w.key,
    within5m: percent(w.within5m),
    within1h: percent(w.within1h),
    withinDeadline: percent(w.withinDeadline),
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
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={(item) => LEGEND_ORDER.indexOf(String(item.dataKey))} />
            {SHARES.map((share) => (
              <Bar
                key={share.key}
                yAxisId="share"
                dataKey={share.key}
                name={share.name}
                fill={share.colour}
                isAnimationActive={false}
              />
            ))}
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
