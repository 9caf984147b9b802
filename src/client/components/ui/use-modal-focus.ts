import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Focus for a modal panel that is not a native <dialog> (whose top layer would hide the toasts reporting
 * what it did): on open, focus goes to `initialFocus` or else the heading; Tab stays inside the panel;
 * Escape anywhere closes it; on close focus goes back to what opened it or, when that is gone, to what
 * `returnFocus` finds, once the page has drawn what closing changed.
 */
export function useModalFocus({
  onClose,
  returnFocus,
  initialFocus,
  lockScroll = false,
}: {
  onClose: () => void
  returnFocus?: () => HTMLElement | null
  initialFocus?: RefObject<HTMLElement | null>
  /** The page behind does not scroll while it is open (a full-height panel). */
  lockScroll?: boolean
}) {
  const panel = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const latest = useRef({ onClose, returnFocus })
  useEffect(() => {
    latest.current = { onClose, returnFocus }
  })

  useEffect(() => {
    const active = document.activeElement
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    ;(initialFocus?.current ?? heading.current)?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    if (lockScroll) root.style.overflow = 'hidden'
    // On the document, so Escape works even when nothing inside has focus (after a click on plain text).
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) latest.current.onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (lockScroll) root.style.overflow = overflow
      requestAnimationFrame(() => {
        const target = opener?.isConnected ? opener : latest.current.returnFocus?.()
        target?.focus()
      })
    }
    // Once per opening (the refs never change): focus moves in when the panel appears, and back when it goes.
  }, [initialFocus, lockScroll])

  function trapTab(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return e.preventDefault()
    const current = document.activeElement
    if (e.shiftKey && (current === first || current === heading.current || !panel.current.contains(current))) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && current === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return { panel, heading, trapTab }
}
