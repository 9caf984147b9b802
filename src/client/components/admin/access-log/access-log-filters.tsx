import { useState } from 'react'
import { ACCESS_ACTIONS, ACCESS_ACTION_LABELS, type AccessLogFilters } from '../../../../shared/schemas/access-log'
import { ADMIN_INQUIRY_MESSAGES } from '../../../../shared/schemas/admin-inquiries'
import { Select, type SelectOption } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { DateFilter, FilterField, inputClass } from '../inquiries/filter-field'
import { useAdminOptions } from '../inquiries/use-admin-options'
import { useDraftFilter } from '../inquiries/use-draft-filter'
import type { AccessLogSearch } from './access-log-search'

const ACTION_OPTIONS: SelectOption[] = ACCESS_ACTIONS.map((a) => ({ value: a, label: ACCESS_ACTION_LABELS[a] }))

function SelectFilter({
  label,
  value,
  choices,
  placeholder,
  onChange,
}: {
  label: string
  value: string | undefined
  choices: SelectOption[]
  /** The first choice, selecting everything. */
  placeholder: string
  onChange: (value: string | undefined) => void
}) {
  return (
    <FilterField label={label}>
      {({ id }) => (
        <Select
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          options={choices}
          onChange={(e) => onChange(e.target.value || undefined)}
          className="w-full"
        />
      )}
    </FilterField>
  )
}

/** The team as it is now, and a former member's uid when a link names one. */
function MemberFilter({ value, onChange }: { value: string | undefined; onChange: (v: string | undefined) => void }) {
  const members = useAdminOptions()
  const known = !value || members.some((m) => m.value === value)
  const choices = known ? members : [...members, { value, label: value }]
  return <SelectFilter label="Member" value={value} choices={choices} placeholder="Anyone" onChange={onChange} />
}

/** An inquiry's number, applied on Enter or on leaving the box: each applied filter is a step in the history. */
function InquiryFilter({ value, onApply }: { value: number | undefined; onApply: (id: number | undefined) => void }) {
  const [invalid, setInvalid] = useState(false)
  const draft = useDraftFilter(
    value === undefined ? '' : String(value),
    (typed) => {
      const text = typed.trim().replace(/^#/, '')
      if (text === '') {
        setInvalid(false)
        if (value !== undefined) onApply(undefined)
        return
      }
      const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN
      const ok = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      setInvalid(!ok)
      if (ok && id !== value) onApply(id)
    },
    () => setInvalid(false),
  )
  return (
    <FilterField label="Inquiry" message={invalid ? 'An inquiry number, such as 1024.' : undefined}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Number"
          maxLength={12}
          {...draft}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClass}
        />
      )}
    </FilterField>
  )
}

/** Member, inquiry, action and India days; each change is a step in the history and starts from the newest. */
export function AccessLogFiltersBar({
  fields,
  dateRangeInverted,
  filtered,
  onChange,
  onClear,
}: {
  fields: AccessLogFilters
  dateRangeInverted: boolean
  filtered: boolean
  onChange: (patch: AccessLogSearch) => void
  onClear: () => void
}) {
  return (
    <section aria-label="Filters" className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <MemberFilter value={fields.actorUid} onChange={(actorUid) => onChange({ actorUid })} />
        <InquiryFilter value={fields.inquiryId} onApply={(inquiryId) => onChange({ inquiryId })} />
        <SelectFilter
          label="Action"
          value={fields.action}
          choices={ACTION_OPTIONS}
          placeholder="Any"
          onChange={(action) => onChange({ action })}
        />
        <DateFilter label="From" value={fields.from} onChange={(from) => onChange({ from })} />
        <DateFilter
          label="To"
          value={fields.to}
          message={dateRangeInverted ? ADMIN_INQUIRY_MESSAGES.dateRange : undefined}
          onChange={(to) => onChange({ to })}
        />
      </div>
      {filtered && (
        <button type="button" onClick={onClear} className={buttonClass('ghost', 'sm')}>
          Clear filters
        </button>
      )}
    </section>
  )
}
