import { useRef } from 'react'
import {
  useForm,
  type DefaultValues,
  type ErrorOption,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { splitRefusal } from './inquiry-detail/field-refusal'

/**
 * A back-office form over the schema its tRPC procedure takes, as the public site's forms are built
 * (forms/use-inquiry-form.ts). `toInput` makes the procedure's input from what the form holds: the
 * inquiry's id, a time typed in India's wall clock, the table's filters. Submitting hands over the
 * schema's output, ready to send.
 *
 * A message stays until the next submission or until the admin edits what it is about (each form
 * clears it on change), so a refusal does not vanish while it is being read.
 */
export function useAdminForm<Values extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<Values>,
  toInput: (values: Values) => Partial<z.input<S>>,
): UseFormReturn<Values, unknown, z.output<S>> {
  // The latest props' view of the input (the inquiry shown, the channel chosen), read at each check.
  const latest = useRef(toInput)
  latest.current = toInput
  const resolver: Resolver<Values, unknown, z.output<S>> = (values, context, options) =>
    zodResolver(schema)(latest.current(values), context, options as never) as never
  // The forms focus their own first invalid control: some (a radio group, the inquiry) are not registered.
  return useForm<Values, unknown, z.output<S>>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
}

function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { message } = error as Partial<FieldError>
  if (typeof message === 'string' && message) return message
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner)
    if (found) return found
  }
  return undefined
}

/**
 * The message for under the form: the server's word on something no field shows (an unknown inquiry, an
 * outage), or the schema's on an input the form holds no field for.
 */
export function formError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  fields: readonly string[],
): string | undefined {
  for (const [path, error] of Object.entries(errors)) {
    if (path !== 'root' && !fields.includes(path)) return firstMessage(error)
  }
  return errors.root?.server?.message
}

/** The first of `fields` with a message, in the form's order, for the keyboard to go to. */
export function firstInvalid<K extends string>(errors: FieldErrors, fields: readonly K[]): K | undefined {
  return fields.find((f) => errors[f])
}

/**
 * Puts the server's refusal where it belongs: a message about one of `fields` beside it, anything else
 * under the form. Returns the first field given a message. A field may be one the form's caller holds
 * (the contact's channel): its message is kept all the same.
 */
export function showRefusal<K extends string>(
  form: { setError: (name: never, error: ErrorOption) => void },
  err: unknown,
  fields: readonly K[],
): K | undefined {
  const setError = form.setError as (name: string, error: ErrorOption) => void
  const refusal = splitRefusal(err, fields)
  for (const field of fields) {
    const message = refusal.fields[field]
    if (message) setError(field, { type: 'server', message })
  }
  if (refusal.form) setError('root.server', { type: 'server', message: refusal.form })
  return fields.find((f) => refusal.fields[f])
}
