import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatPercent } from './funnel-format'

/**
 * The only module here that imports recharts: FunnelChart loads it lazily, so the table paints first and
 * no public page ever carries the chart library.
 */

export interface ConversionBar {
  label: string
  conversion: number
  inquiries: number
}

// Blue and amber each at least 3:1 against white (WCAG 1.4.11), and apart for colour-blind eyes.
const BAR = '#1d4ed8'
const OVERALL = '#b45309'

const shortLabel = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label)
const asPercent = (value: unknown) => (typeof value === 'number' ? formatPercent(value) : String(value ?? ''))

/** The next ten up, with room for the bar's label: never a scale of nothing when nobody has enrolled yet. */
const scaleEnd = (top: number) => Math.min(100, Math.max(10, Math.ceil((top + 1) / 10) * 10))

export default function FunnelChartBars({ bars, overall }: { bars: ConversionBar[]; overall: number }) {
  const top = Math.max(overall, ...bars.map((b) => b.conversion))
  return (
    <div style={{ height: bars.length * 36 + 48 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 20, right: 56, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis
            type="number"
            domain={[0, scaleEnd(top)]}
            tickFormatter={(v: number) => `${v}%`}
            tick={{ fontSize: 12, fill: '#475569' }}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={130}
            tickFormatter={shortLabel}
            tick={{ fontSize: 12, fill: '#334155' }}
          />
          <Tooltip formatter={asPercent} />
          <ReferenceLine
            x={overall}
            stroke={OVERALL}
            strokeDasharray="4 3"
            label={{ value: `Overall ${formatPercent(overall)}`, position: 'top', fontSize: 12, fill: OVERALL }}
          />
          <Bar dataKey="conversion" name="Conversion" fill={BAR} isAnimationActive={false}>
            <LabelList
              dataKey="conversion"
              position="right"
              formatter={asPercent}
              style={{ fontSize: 12, fill: '#0f172a' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
