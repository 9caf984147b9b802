import { useId, type ReactNode } from 'react'
import { useModalFocus } from '../../ui/use-modal-focus'
import { X } from 'lucide-react'
import { buttonClass } from '../../ui/button'
import { THUMB } from '../thumb'

/**
 * A modal panel on the right (the whole screen on a phone) over the page, which stays rendered behind it.
 * Not a native <dialog>: showModal puts it in the top layer, above the toasts that report its saves.
 * Focus moves to its heading on open, stays inside while it is open, and goes back on close to what
 * opened it, or else to what `returnFocus` finds.
 */
export function Drawer({
  title,
  subtitle,
  onClose,
  returnFocus,
  children,
}: {
  title: string
  subtitle?: ReactNode
  onClose: () => void
  returnFocus?: () => HTMLElement | null
  children: ReactNode
}) {
  const headingId = useId()
  const { panel, heading, trapTab } = useModalFocus({ onClose, returnFocus, lockScroll: true })

  return (
    <div className="fixed inset-0 z-50 flex justify-end">
      {/* Pointer users close by clicking beside the panel; keyboard users have Escape and Close. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={trapTab}
        className="relative flex h-full w-full flex-col bg-slate-50 shadow-2xl focus:outline-none sm:w-[min(36rem,100vw)]"
      >
        <header className="flex items-start gap-3 border-b border-slate-200 bg-white px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2
              ref={heading}
              id={headingId}
              tabIndex={-1}
              className="text-xl font-bold break-words text-slate-900 focus:outline-none"
            >
              {title}
            </h2>
            {subtitle && <div className="mt-1 text-sm text-slate-600">{subtitle}</div>}
          </div>
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm', THUMB)}>
            <X aria-hidden="true" className="h-4 w-4" />
            Close
          </button>
        </header>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-6">{children}</div>
      </div>
    </div>
  )
}
