import { useId } from 'react'
import type { SelectOption } from '../../ui/select'
import { FilterField, inputClass } from './filter-field'
import { useDraftFilter } from './use-draft-filter'

/** A free-text filter with suggestions, applied on Enter or on leaving the box (useDraftFilter). */
export function TextFilter({
  label,
  value,
  suggestions,
  placeholder,
  onApply,
}: {
  label: string
  value: string | undefined
  suggestions: readonly SelectOption[]
  placeholder?: string
  onApply: (value: string | undefined) => void
}) {
  const listId = useId()
  const draft = useDraftFilter(value ?? '', (text) => {
    const next = text.trim() || undefined
    if (next !== value) onApply(next)
  })

  return (
    <FilterField label={label}>
      {({ id }) => (
        <>
          <input
            id={id}
            type="text"
            maxLength={200}
            list={listId}
            autoComplete="off"
            placeholder={placeholder}
            {...draft}
            className={inputClass}
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </datalist>
        </>
      )}
    </FilterField>
  )
}
