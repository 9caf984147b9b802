import { serverFieldErrors } from '../../../lib/server-errors'
import { refusalMessage } from '../refusal'

/** A refusal split for a form: messages for the fields it shows, and the rest for under the form. */
export interface FormRefusal<K extends string> {
  fields: Partial<Record<K, string>>
  form: string | null
}

/**
 * Where each of the server's words go: a message about one of `fields` (the error's `data.fieldErrors`,
 * keyed by path) beside that field; anything else (an unknown inquiry, an outage) under the form.
 */
export function splitRefusal<K extends string>(err: unknown, fields: readonly K[]): FormRefusal<K> {
  const result: FormRefusal<K> = { fields: {}, form: null }
  for (const [path, message] of Object.entries(serverFieldErrors(err))) {
    const field = fields.find((f) => f === path)
    if (field) result.fields[field] = message
    else result.form ??= message
  }
  if (Object.keys(result.fields).length === 0 && result.form === null) result.form = refusalMessage(err)
  return result
}
