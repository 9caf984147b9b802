import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useRouterState } from '@tanstack/react-router'

export interface AdminMenu {
  open: boolean
  toggle: () => void
  /** Closes the panel; focus inside it goes back to the Menu button, which stays where the thumb was. */
  close: () => void
  panelId: string
  buttonRef: RefObject<HTMLButtonElement | null>
  barRef: RefObject<HTMLElement | null>
}

/**
 * The phone's Menu button and the panel of pages it discloses (below 768 px; from there up the pages are
 * always in the bar). The panel closes on Escape, on a tap or focus outside the bar, and on going to a page,
 * so a member who picked a page finds it uncovered.
 */
export function useAdminMenu(): AdminMenu {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const barRef = useRef<HTMLElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  const close = useCallback(() => {
    setOpen(false)
    // The link just chosen (or focused when Escape was pressed) is about to be hidden with the panel.
    // On a desk the button is not displayed and the pages stay: focus stays on the link.
    const panel = document.getElementById(panelId)
    const button = buttonRef.current
    if (panel?.contains(document.activeElement) && button && button.getClientRects().length > 0) button.focus()
  }, [panelId])

  // A new page, whichever way it was reached (a link in the panel, the brand, the browser's back button).
  useEffect(() => close(), [pathname, close])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close()
    }
    const outside = (target: EventTarget | null) => !(target instanceof Node && barRef.current?.contains(target))
    const onPointer = (e: PointerEvent) => {
      if (outside(e.target)) setOpen(false)
    }
    // Tabbing past the last page (or Shift+Tab before the bar) leaves the panel: it should not stay over the page.
    const onFocus = (e: FocusEvent) => {
      if (outside(e.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, close])

  return { open, toggle: () => setOpen((o) => !o), close, panelId, buttonRef, barRef }
}
