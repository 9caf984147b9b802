import { requestToaster } from '../../../lib/notify'
import { buttonClass } from '../../ui/button'
import { ADD_INQUIRY_MESSAGES } from '../../../../shared/schemas/add-inquiry'

/**
 * The toast for an inquiry just added, with Open for its detail. Open acts through the callback: the toaster
 * sits outside the back office's providers (and its router).
 */
export function showAddedNotice({ description, onOpen }: { description: string; onOpen: () => void }): void {
  void Promise.all([import('sonner'), requestToaster()]).then(([{ toast }]) => {
    const id = toast(ADD_INQUIRY_MESSAGES.added, {
      description,
      duration: 10_000,
      action: (
        <button
          type="button"
          onClick={() => {
            toast.dismiss(id)
            onOpen()
          }}
          className={buttonClass('primary', 'sm', 'ml-auto shrink-0')}
        >
          Open
        </button>
      ),
    })
  })
}
