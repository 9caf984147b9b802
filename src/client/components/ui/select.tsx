import type { SelectHTMLAttributes } from 'react'

export interface SelectOption {
  value: string
  label: string
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices, rendered as `<option>`s after the placeholder and before any children. */
  options?: readonly SelectOption[]
  /** Text of a first, empty-valued option ("Select a program"). */
  placeholder?: string
}

/** The compact control look of selects, and of the text inputs that stand beside them in a toolbar. */
export const compactControlClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30'

/** A native select: keyboard, screen readers and mobile pickers work without extra script. */
export function Select({ className = '', options, placeholder, children, ...props }: SelectProps) {
  return (
    <select {...props} className={`${compactControlClass} ${className}`}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  )
}
