import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { buttonClass } from '../../ui/button'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
  const panel = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const latest = useRef({ onClose, returnFocus })
  useEffect(() => {
    latest.current = { onClose, returnFocus }
  })

  useEffect(() => {
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    heading.current?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    // On the document, so Escape works even when nothing inside has focus (after a click on plain text).
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) latest.current.onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      root.style.overflow = overflow
      const target = opener?.isConnected ? opener : latest.current.returnFocus?.()
      target?.focus()
    }
  }, [])

  function trapTab(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return e.preventDefault()
    const current = document.activeElement
    if (e.shiftKey && (current === first || !panel.current.contains(current) || current === heading.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && current === last) {
      e.preventDefault()
      first.focus()
    }
  }

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
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
            <X aria-hidden="true" className="h-4 w-4" />
            Close
          </button>
        </header>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-6">{children}</div>
      </div>
    </div>
  )
}
