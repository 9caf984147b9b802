import { useState } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../../../shared/inquiry-options'
import { PROGRAM_OPTIONS } from '../../../../shared/program-labels'
import {
  ADMIN_INQUIRY_MESSAGES,
  CHANNEL_LABELS,
  DIRECT_SOURCE,
  INQUIRY_CHANNELS,
  KIND_LABELS,
  OWNER_ME,
  OWNER_NONE,
  STATUS_LABELS,
  type InquiryFilters,
} from '../../../../shared/schemas/admin-inquiries'
import {
  FIRST_CONTACT_FILTERS,
  FIRST_CONTACT_FILTER_LABELS,
  FOLLOW_UP_FILTERS,
  FOLLOW_UP_FILTER_LABELS,
} from '../../../../shared/schemas/admissions'
import { Select, type SelectOption } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import type { InquirySearch } from './inquiry-search'
import { DateFilter, FilterField } from './filter-field'
import { SearchBox } from './search-box'
import { TextFilter } from './text-filter'
import { useAdminOptions } from './use-admin-options'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }))

const KIND_OPTIONS = options(INQUIRY_KINDS, KIND_LABELS)
const STATUS_OPTIONS = options(INQUIRY_STATUSES, STATUS_LABELS)
const CHANNEL_OPTIONS = options(INQUIRY_CHANNELS, CHANNEL_LABELS)
const FOLLOW_UP_OPTIONS = options(FOLLOW_UP_FILTERS, FOLLOW_UP_FILTER_LABELS)
const FIRST_CONTACT_OPTIONS = options(FIRST_CONTACT_FILTERS, FIRST_CONTACT_FILTER_LABELS)
const REPEAT_OPTIONS: SelectOption[] = [{ value: 'true', label: 'Wrote more than once' }]
const SOURCE_SUGGESTIONS: SelectOption[] = [{ value: DIRECT_SOURCE, label: 'Direct (no UTM source)' }]

type Apply = (patch: InquirySearch, replace?: boolean) => void

function SelectFilter({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: string | undefined
  choices: SelectOption[]
  onChange: (value: string | undefined) => void
}) {
  return (
    <FilterField label={label}>
      {({ id }) => (
        <Select
          id={id}
          value={value ?? ''}
          placeholder="Any"
          options={choices}
          onChange={(e) => onChange(e.target.value || undefined)}
          className="w-full"
        />
      )}
    </FilterField>
  )
}

/**
 * Mine, unassigned, or any member's; a member who only sees their own and unassigned leads (a counsellor)
 * gets the first two alone, the only ones that can hold anything for them.
 */
function OwnerFilter({
  value,
  everyone,
  onChange,
}: {
  value: string | undefined
  everyone: boolean
  onChange: (v: string | undefined) => void
}) {
  const admins = useAdminOptions({ enabled: everyone })
  const known = !value || value === OWNER_ME || value === OWNER_NONE || admins.some((a) => a.value === value)
  const choices = [
    { value: OWNER_ME, label: 'Mine' },
    { value: OWNER_NONE, label: 'Unassigned' },
    ...admins,
    // A former admin's leads, from a shared link, still show under their uid.
    ...(known ? [] : [{ value: value, label: value }]),
  ]
  return <SelectFilter label="Owner" value={value} choices={choices} onChange={onChange} />
}

/** Every filter of the table, each with a visible label; each change is a step in the history. */
export function InquiryFilters({
  fields,
  dateRangeInverted,
  ownersToPick,
  onApply,
}: {
  fields: InquiryFilters
  dateRangeInverted: boolean
  /** Whether the owner filter lists every member (else only Mine and Unassigned). */
  ownersToPick: boolean
  onApply: Apply
}) {
  // On a phone the search stays in view and the other filters fold away, so the leads are on screen.
  const [open, setOpen] = useState(false)
  const active = Object.keys(fields).filter((key) => key !== 'q').length
  return (
    <section
      aria-label="Filters"
      className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SearchBox value={fields.q} onSearch={(q, replace) => onApply({ q }, replace)} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls="inquiry-filter-fields"
        onClick={() => setOpen(!open)}
        className={buttonClass('outline', 'sm', 'justify-self-start sm:hidden')}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {open ? 'Hide filters' : 'More filters'}
        {active > 0 && ` (${active})`}
      </button>
      <div id="inquiry-filter-fields" className={open ? 'contents' : 'hidden sm:contents'}>
        <SelectFilter label="Kind" value={fields.kind} choices={KIND_OPTIONS} onChange={(kind) => onApply({ kind })} />
        <SelectFilter
          label="Status"
          value={fields.status}
          choices={STATUS_OPTIONS}
          onChange={(status) => onApply({ status })}
        />
        <TextFilter
          label="Program"
          value={fields.program}
          suggestions={PROGRAM_OPTIONS}
          onApply={(program) => onApply({ program })}
        />
        <OwnerFilter value={fields.owner} everyone={ownersToPick} onChange={(owner) => onApply({ owner })} />
        <SelectFilter
          label="Follow-up"
          value={fields.followUp}
          choices={FOLLOW_UP_OPTIONS}
          onChange={(followUp) => onApply({ followUp })}
        />
        <SelectFilter
          label="First contact"
          value={fields.firstContact}
          choices={FIRST_CONTACT_OPTIONS}
          onChange={(firstContact) => onApply({ firstContact })}
        />
        <SelectFilter
          label="Person"
          value={fields.repeat ? 'true' : undefined}
          choices={REPEAT_OPTIONS}
          onChange={(value) => onApply({ repeat: value ? true : undefined })}
        />
        <SelectFilter
          label="Channel"
          value={fields.channel}
          choices={CHANNEL_OPTIONS}
          onChange={(channel) => onApply({ channel })}
        />
        <TextFilter
          label="Source"
          value={fields.source}
          suggestions={SOURCE_SUGGESTIONS}
          placeholder="e.g. google"
          onApply={(source) => onApply({ source })}
        />
        <DateFilter label="From" value={fields.from} onChange={(from) => onApply({ from })} />
        <DateFilter
          label="To"
          value={fields.to}
          message={dateRangeInverted ? ADMIN_INQUIRY_MESSAGES.dateRange : undefined}
          onChange={(to) => onApply({ to })}
        />
      </div>
    </section>
  )
}
