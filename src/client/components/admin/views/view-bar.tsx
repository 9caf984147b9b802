import { Bookmark, BookmarkPlus, Undo2 } from 'lucide-react'
import type { SavedView } from '../../../lib/router-types'
import { VIEW_MESSAGES } from '../../../../shared/schemas/saved-views'
import { buttonClass } from '../../ui/button'

/**
 * Beside the tabs: "Save view" for a table no view holds; for an open view the table no longer matches,
 * that it is modified, with "Save changes" (the admin's own view), "Save as new view" and "Discard changes".
 */
export function ViewBar({
  open,
  modified,
  missing,
  saving,
  onSaveNew,
  onSaveChanges,
  onDiscard,
}: {
  open: SavedView | undefined
  modified: boolean
  missing: boolean
  saving: boolean
  onSaveNew: () => void
  onSaveChanges: () => void
  onDiscard: () => void
}) {
  const status =
    open && modified
      ? `Modified: the table no longer shows “${open.name}” as saved.`
      : missing
        ? VIEW_MESSAGES.notFound
        : ''
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* Always rendered, so the change of words is announced. */}
      <p role="status" className={status ? 'text-sm font-medium text-amber-800' : 'sr-only'}>
        {status}
      </p>
      {!open && (
        <button type="button" onClick={onSaveNew} className={buttonClass('outline', 'sm')}>
          <BookmarkPlus className="size-4" aria-hidden="true" />
          Save view
        </button>
      )}
      {open && modified && (
        <>
          {open.mine && (
            <button type="button" disabled={saving} onClick={onSaveChanges} className={buttonClass('primary', 'sm')}>
              <Bookmark className="size-4" aria-hidden="true" />
              {saving ? 'Saving…' : 'Save changes'}
            </button>
          )}
          <button type="button" onClick={onSaveNew} className={buttonClass('outline', 'sm')}>
            <BookmarkPlus className="size-4" aria-hidden="true" />
            Save as new view
          </button>
          <button type="button" onClick={onDiscard} className={buttonClass('ghost', 'sm')}>
            <Undo2 className="size-4" aria-hidden="true" />
            Discard changes
          </button>
        </>
      )}
    </div>
  )
}
