import { MAIL_STATES, type MailState } from '../../../../shared/schemas/alerts'
import { formatCount } from '../admin-format'
import { MAIL_FILTER_LABELS } from './mail-format'
import { FilterChip } from '../filter-chip'

/**
 * The outbox's state filter, one toggle per state. Only the waiting and the failed are counted: they are
 * the ones that may need someone (the server counts them over the whole outbox).
 */
export function StateFilter({
  state,
  counts,
  onChange,
}: {
  state: MailState | undefined
  counts: { pending: number; failed: number } | undefined
  onChange: (state: MailState | undefined) => void
}) {
  return (
    <div role="group" aria-label="E-mails by state" className="flex flex-wrap gap-2">
      <FilterChip label="All" pressed={state === undefined} onClick={() => onChange(undefined)} />
      {MAIL_STATES.map((s) => (
        <FilterChip
          key={s}
          label={MAIL_FILTER_LABELS[s]}
          count={(s === 'pending' || s === 'failed') && counts ? formatCount(counts[s]) : undefined}
          pressed={state === s}
          onClick={() => onChange(state === s ? undefined : s)}
        />
      ))}
    </div>
  )
}
