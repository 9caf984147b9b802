import { useId } from 'react'
import { ADMIN_INQUIRY_MESSAGES } from '../../../../shared/schemas/admin-inquiries'
import { FUNNEL_GROUPS, FUNNEL_GROUP_LABELS, type FunnelGroup } from '../../../../shared/schemas/reports'
import { buttonClass } from '../../ui/button'
import { DateFilter } from '../inquiries/filter-field'
import { QUICK_RANGES, indianToday, type DayRange } from './funnel-range'

/** The quick picks, each pressed while the dates are exactly its range (today in India). */
function QuickRanges({ range, onPick }: { range: DayRange; onPick: (range: DayRange) => void }) {
  const today = indianToday()
  return (
    <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
      {QUICK_RANGES.map((q) => {
        const r = q.range(today)
        const pressed = r.from === range.from && r.to === range.to
        return (
          <button
            key={q.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => onPick(r)}
            className={buttonClass(pressed ? 'secondary' : 'ghost', 'sm', pressed ? 'ring-1 ring-slate-400' : '')}
          >
            {q.label}
          </button>
        )
      })}
    </div>
  )
}

/** A segmented control of native radios: arrow keys move the choice, announced as one of four. */
function GroupPicker({ value, onChange }: { value: FunnelGroup; onChange: (by: FunnelGroup) => void }) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-semibold text-slate-800">Group by</legend>
      <div className="inline-flex flex-wrap rounded-lg bg-slate-100 p-1">
        {FUNNEL_GROUPS.map((g) => (
          <label key={g} className="relative">
            <input
              type="radio"
              name={name}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2 py-1.5 sm:px-3 text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-blue-700">
              {FUNNEL_GROUP_LABELS[g]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The dates (typed or picked) and the grouping; each change is a step in the history. */
export function FunnelFilters({
  range,
  rangeInverted,
  by,
  onRange,
  onGroup,
}: {
  range: DayRange
  rangeInverted: boolean
  by: FunnelGroup
  onRange: (range: Partial<DayRange>) => void
  onGroup: (by: FunnelGroup) => void
}) {
  return (
    <section aria-label="Report settings" className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
        <div className="grid grid-cols-2 gap-3 sm:w-80">
          {/* Cleared, a day falls back to the default range's. */}
          <DateFilter label="From" value={range.from} onChange={(from) => onRange({ from })} />
          <DateFilter
            label="To"
            value={range.to}
            message={rangeInverted ? ADMIN_INQUIRY_MESSAGES.dateRange : undefined}
            onChange={(to) => onRange({ to })}
          />
        </div>
        <GroupPicker value={by} onChange={onGroup} />
      </div>
      <QuickRanges range={range} onPick={onRange} />
    </section>
  )
}
