import type { InquiryRow } from '../../../lib/router-types'
import { durationText, formatWhen } from '../admin-format'

/** Which of a row's times a list is about: its follow-up, or its first-contact deadline. */
export type DeskMeasure = 'follow-up' | 'deadline'

const WORDS: Record<DeskMeasure, { past: string; future: string; at: string }> = {
  'follow-up': { past: 'Overdue by', future: 'Due in', at: 'Follow-up due' },
  deadline: { past: 'Late by', future: 'Due in', at: 'First contact due' },
}

/**
 * How late (or how soon) the row's follow-up or first contact is, against `now`, then its time in India.
 * A row can turn overdue between two refreshes of the list, so the phrase follows the clock, not the list.
 */
export function DeskTime({ row, measure, now }: { row: InquiryRow; measure: DeskMeasure; now: number }) {
  const iso = measure === 'follow-up' ? row.followUpAt : row.firstContactDueAt
  if (!iso) return null
  const words = WORDS[measure]
  const diff = Date.parse(iso) - now
  const late = diff < 0
  return (
    <p className="text-sm">
      <span className={`block font-semibold ${late ? 'text-red-800' : 'text-slate-900'}`}>
        {late ? words.past : words.future} {durationText(diff)}
      </span>
      <span className="block text-slate-600">
        {words.at} <time dateTime={iso}>{formatWhen(iso)}</time>
      </span>
    </p>
  )
}
