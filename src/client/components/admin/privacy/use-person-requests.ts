import type { LinkedIdentifier } from '../../../../shared/schemas/privacy'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'
import { downloadJson, personalDataFileName } from './download-json'
import { firstServerFieldError } from '../../../lib/server-errors'
import { inquiriesCount } from './privacy-format'

/** Where a refusal about the typed identifier goes: under the field, in the server's words. */
type ShowFieldError = (message: string) => void

/** The server's field message under the field; anything else (rights, an outage) in a toast. */
function refused(title: string, showFieldError: ShowFieldError) {
  return (err: unknown) => {
    const message = firstServerFieldError(err)
    if (message) showFieldError(message)
    else notifyRefused(title, err)
  }
}

/**
 * The right of access: everything held under the identifiers given, saved as one JSON file; the identifiers
 * linked to them go to `onLinked`, for the admin to add on purpose.
 */
export function useExportPersonalData(showFieldError: ShowFieldError, onLinked: (linked: LinkedIdentifier[]) => void) {
  return adminTrpc.admin.privacy.export.useMutation({
    onSuccess: (data) => {
      downloadJson(data, personalDataFileName())
      onLinked(data.linked)
      // A shared number can name more inquiries than one file holds; the admin should know before sending it.
      const note = data.truncated ? ' (not all: the person has more)' : ''
      notify({ title: 'Export ready', description: `${inquiriesCount(data.inquiries.length)}${note}` })
    },
    onError: refused('Export failed', showFieldError),
  })
}

/** Marks the person as not to be contacted, or lifts the mark; every inquiry of theirs carries it. */
export function useSetDoNotContact(showFieldError: ShowFieldError) {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.privacy.setDoNotContact.useMutation({
    onSuccess: ({ doNotContact }) => {
      notify({ title: doNotContact ? 'Marked do not contact' : 'Contact allowed' })
      // The desk's lists leave such people out, and the detail shows the mark.
      void utils.admin.inquiries.invalidate()
    },
    onError: refused('Do not contact not changed', showFieldError),
  })
}
