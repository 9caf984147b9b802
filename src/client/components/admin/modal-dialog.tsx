import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { useModalFocus } from '../ui/use-modal-focus'
import { useMovesToastsAside } from '../../lib/toast-placement'

/**
 * A small modal box in the middle of the screen (a view's name form or removal, an erasure). As with the
 * inquiry's drawer (inquiry-detail/drawer.tsx), not a native <dialog>, whose top layer would hide the toasts
 * that report what it did. Focus goes to `initialFocus` (else the heading), stays inside while it is open,
 * and goes back to what opened it, or, when that is gone (a menu item), to what `returnFocus` finds.
 */
export function ModalDialog({
  title,
  description,
  alert = false,
  nested = false,
  wide = false,
  initialFocus,
  returnFocus,
  onClose,
  children,
}: {
  title: string
  description?: ReactNode
  /** A question that needs an answer (a removal): announced as an alert dialog. */
  alert?: boolean
  /**
   * Opened over another modal (the inquiry's drawer): Escape and Tab are this box's alone. Render it in a
   * portal, since the other modal's focus trap would weigh its elements too.
   */
  nested?: boolean
  /** A form of several fields (a new inquiry): wider, and scrolled within the screen's height. */
  wide?: boolean
  initialFocus?: RefObject<HTMLElement | null>
  returnFocus?: () => HTMLElement | null
  onClose: () => void
  children: ReactNode
}) {
  const headingId = useId()
  const descriptionId = useId()
  const { panel, heading, trapTab } = useModalFocus({ onClose, returnFocus, initialFocus })
  useEscapeClosesOnlyThis(nested, onClose)
  useMovesToastsAside()

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    trapTab(e)
    // React bubbles a portal's events to its owner's tree: the modal beneath would trap the same Tab.
    if (nested && e.key === 'Tab') e.stopPropagation()
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      {/* Pointer users close by clicking beside the box; keyboard users have Escape and Cancel. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        ref={panel}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={onKeyDown}
        className={`relative w-full rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200 ${wide ? 'max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto' : 'max-w-md'}`}
      >
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-bold break-words text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 text-sm text-slate-700">
            {description}
          </div>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>
  )
}

/**
 * Escape closes this box only. The modal beneath closes on Escape too, from a listener on the document that
 * was there first; a capture listener on the window runs before it and marks the key as handled, which
 * useModalFocus's listeners respect.
 */
function useEscapeClosesOnlyThis(nested: boolean, onClose: () => void) {
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  useEffect(() => {
    if (!nested) return
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      latest.current()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [nested])
}
