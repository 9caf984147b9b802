import { useId, useState } from 'react'
import type { SelectOption } from '../../ui/select'
import { FilterField, inputClass } from './filter-field'

/**
 * A free-text filter with suggestions. It applies on Enter or on leaving the box, not per key, since
 * every applied filter is a step in the browser's history.
 */
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
  const [draft, setDraft] = useState(value ?? '')
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setDraft(value ?? '')
  }
  const apply = () => {
    const next = draft.trim() || undefined
    if (next !== value) onApply(next)
  }

  return (
    <FilterField label={label}>
      {({ id }) => (
        <>
          <input
            id={id}
            type="text"
            value={draft}
            maxLength={200}
            list={listId}
            autoComplete="off"
            placeholder={placeholder}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                apply()
              }
            }}
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
