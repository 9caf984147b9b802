import {
  Children,
  cloneElement,
  isValidElement,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react'

/**
 * Form field primitives shared by every form on the site.
 *
 *   <Field id="email" label="Email" required error={errors.email} description="We never share it.">
 *     <TextInput type="email" name="email" autoComplete="email" />
 *   </Field>
 *
 * Field renders the label, the description and an error slot, and wires the single control it wraps:
 * id, aria-describedby, aria-invalid and required are added to the child element.
 */

/** Shared look of text-like controls (inputs, textareas, native selects). */
export const controlClass =
  'block w-full rounded-lg border bg-white px-3.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 transition-colors focus:outline-none focus:ring-2 sm:text-sm'
const validClass = 'border-slate-300 focus:border-blue-700 focus:ring-blue-700/30'
const invalidClass = 'border-red-600 focus:border-red-700 focus:ring-red-600/30'

export function stateClass(invalid?: boolean): string {
  return invalid ? invalidClass : validClass
}

export function fieldDescriptionId(id: string): string {
  return `${id}-description`
}

export function fieldErrorId(id: string): string {
  return `${id}-error`
}

interface ControlProps {
  id?: string
  required?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean | 'true' | 'false'
}

export function Field({
  id,
  label,
  children,
  error,
  description,
  required,
  optional,
  aside,
  className = '',
}: {
  /** The id given to the wrapped control; the label points at it. */
  id: string
  label: ReactNode
  /** Exactly one control element (TextInput, TextArea, Select...). */
  children: ReactElement<ControlProps>
  error?: string | null
  description?: ReactNode
  required?: boolean
  /** Shows '(optional)' after the label. */
  optional?: boolean
  /** Sits at the far end of the label's line, outside the label so it stays out of the control's name. */
  aside?: ReactNode
  className?: string
}) {
  const descriptionId = description ? fieldDescriptionId(id) : undefined
  const errorId = error ? fieldErrorId(id) : undefined
  const child = Children.only(children)
  const control = isValidElement(child)
    ? cloneElement(child, {
        id,
        required: required || child.props.required,
        'aria-describedby':
          [child.props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : child.props['aria-invalid'],
      })
    : child
  const labelElement = (
    <label htmlFor={id} className={`${aside ? '' : 'mb-1.5 '}block text-sm font-semibold text-slate-800`}>
      {label}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
      {optional && <span className="ml-1 font-normal text-slate-600">(optional)</span>}
    </label>
  )
  return (
    <div className={className}>
      {aside ? (
        <div className="mb-1.5 flex items-center justify-between">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {control}
      {description && (
        <p id={descriptionId} className="mt-1.5 text-xs text-slate-600">
          {description}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** The error slot under a control; role=alert so a message is announced when it appears. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  )
}

export function TextInput({
  invalid,
  className = '',
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; ref?: Ref<HTMLInputElement> }) {
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  return (
    <input ref={ref} type="text" {...props} className={`${controlClass} h-11 ${stateClass(isInvalid)} ${className}`} />
  )
}

export function TextArea({
  invalid,
  className = '',
  rows = 4,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean; ref?: Ref<HTMLTextAreaElement> }) {
  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  return (
    <textarea
      ref={ref}
      rows={rows}
      {...props}
      className={`${controlClass} min-h-24 py-2.5 ${stateClass(isInvalid)} ${className}`}
    />
  )
}

/** A checkbox with its label beside it and an optional error message below. */
export function Checkbox({
  id,
  label,
  error,
  className = '',
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string
  label: ReactNode
  error?: string | null
  ref?: Ref<HTMLInputElement>
}) {
  const errorId = error ? fieldErrorId(id) : undefined
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-6 text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
