import { useId, type ReactNode } from 'react'
import { compactControlClass } from '../../ui/select'

/** A filter's text input: the selects' look, the full width of its cell. */
export const inputClass = `${compactControlClass} w-full`

/** A filter control with its visible label and, when there is one, a message tied to it. */
export function FilterField({
  label,
  message,
  className = '',
  children,
}: {
  label: string
  message?: string
  className?: string
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode
}) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy: message ? messageId : undefined })}
      {message && (
        <p id={messageId} className="mt-1 text-sm text-amber-800">
          {message}
        </p>
      )}
    </div>
  )
}

/** A day filter (India days, YYYY-MM-DD); cleared, it answers undefined. */
export function DateFilter({
  label,
  value,
  message,
  onChange,
}: {
  label: string
  value: string | undefined
  message?: string
  onChange: (day: string | undefined) => void
}) {
  return (
    <FilterField label={label} message={message}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="date"
          value={value ?? ''}
          aria-describedby={describedBy}
          aria-invalid={message ? true : undefined}
          onChange={(e) => onChange(e.target.value || undefined)}
          className={inputClass}
        />
      )}
    </FilterField>
  )
}
