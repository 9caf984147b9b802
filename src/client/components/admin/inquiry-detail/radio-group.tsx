import { useId, type Ref } from 'react'
import { FieldError, fieldErrorId } from '../../forms/field'

/**
 * A few choices as radio buttons in a fieldset: one tap each on a phone, where a select takes two, and
 * every choice is read out with the legend. The error sits under the group and the group points at it.
 */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  firstRef,
}: {
  legend: string
  name: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T | null
  onChange: (value: T) => void
  error?: string | null
  /** The first choice, for whoever needs to bring the keyboard here. */
  firstRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  const errorId = error ? fieldErrorId(id) : undefined
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {options.map((option, i) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 text-sm text-slate-900 has-checked:border-blue-700 has-checked:bg-blue-50 has-focus-visible:ring-2 has-focus-visible:ring-blue-700/40 ${error ? 'border-red-600' : 'border-slate-300'}`}
          >
            <input
              ref={i === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-blue-800 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
