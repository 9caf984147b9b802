import { VIEW_MESSAGES } from '../../../../shared/schemas/saved-views'
import { refusalMessage } from '../refusal'
import { serverFieldErrors } from '../../../lib/server-errors'

/** Where a refusal of a view goes: beside the name, or under the form. */
export interface ViewFormErrors {
  name?: string
  form?: string
}

// The server's one refusal about the name that is no field error: the unique name, found by the database.
const NAME_MESSAGES = new Set<string>([VIEW_MESSAGES.nameTaken])

function place(issues: Array<[path: string, message: string]>): ViewFormErrors {
  const errors: ViewFormErrors = {}
  for (const [path, message] of issues) {
    if (path === 'name' || NAME_MESSAGES.has(message)) errors.name ??= message
    // The form shows no filter controls: it says the filters on the page are what cannot be saved.
    else if (path === 'filters' || path.startsWith('filters.')) errors.form ??= VIEW_MESSAGES.filters
    else errors.form ??= message
  }
  return errors
}

/** What the server refused, in its own words. */
export function viewRefusal(err: unknown): ViewFormErrors {
  const found = place(Object.entries(serverFieldErrors(err)))
  if (!found.name && !found.form) return place([['', refusalMessage(err)]])
  return found
}
