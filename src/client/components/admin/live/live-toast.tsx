import { requestToaster } from '../../../lib/notify'
import { buttonClass } from '../../ui/button'

/** A lead's notice waits longer than the usual five seconds: taking it is a reach for the mouse away. */
const LIVE_TOAST_MS = 15_000

export interface LiveNotice {
  /** One notice per inquiry and kind: a replayed event replaces its notice instead of stacking another. */
  key: string
  title: string
  description?: string
  onOpen: () => void
  /** For an unassigned lead the member may take. */
  onTake?: () => void
}

/**
 * A toast with Open (and Take) for what just arrived. Its buttons act through the callbacks: the toaster
 * sits outside the back office's providers, so it holds no query client of its own.
 */
export function showLiveNotice({ key, title, description, onOpen, onTake }: LiveNotice): void {
  void Promise.all([import('sonner'), requestToaster()]).then(([{ toast }]) => {
    const act = (callback: () => void) => () => {
      toast.dismiss(key)
      callback()
    }
    toast(title, {
      id: key,
      description,
      duration: LIVE_TOAST_MS,
      action: (
        <span className="ml-auto flex shrink-0 gap-2">
          <button type="button" onClick={act(onOpen)} className={buttonClass('primary', 'sm')}>
            Open
          </button>
          {onTake && (
            <button type="button" onClick={act(onTake)} className={buttonClass('outline', 'sm')}>
              Take
            </button>
          )}
        </span>
      ),
    })
  })
}
