import { useRef } from 'react'
import { Trash2 } from 'lucide-react'
import type { SavedView } from '../../../lib/router-types'
import { buttonClass } from '../../ui/button'
import { ModalDialog } from '../modal-dialog'
import { ownerFullName } from './view-state'

/** Asks before a view goes; a shared one goes for every admin, which the question says. */
export function RemoveViewDialog({
  view,
  busy,
  onRemove,
  onClose,
  returnFocus,
}: {
  view: SavedView
  busy: boolean
  onRemove: () => void
  onClose: () => void
  returnFocus: () => HTMLElement | null
}) {
  // Cancel first: Enter on a dialog that just opened keeps the view.
  const cancel = useRef<HTMLButtonElement>(null)
  const description = !view.shared ? (
    <p>The tab goes; the inquiries it shows stay as they are.</p>
  ) : view.mine ? (
    <p>You shared this view: it is removed for every admin, not only for you.</p>
  ) : (
    <p>
      {ownerFullName(view)} shared this view: it is removed for every admin, {ownerFullName(view)} included, not only
      for you.
    </p>
  )
  return (
    <ModalDialog
      alert
      title={`Remove “${view.name}”?`}
      description={description}
      initialFocus={cancel}
      returnFocus={returnFocus}
      onClose={onClose}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
          Cancel
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onRemove}
          className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {busy ? 'Removing…' : view.shared ? 'Remove for everyone' : 'Remove view'}
        </button>
      </div>
    </ModalDialog>
  )
}
