import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOASTS } from '../../shared/site'
import { toasterMounted } from '../lib/notify'
import { useSiteLocation } from '../lib/site-location'
import { useModalOpen } from '../lib/toast-placement'

/** docs/product.md §4: one toast at a time, 5000 ms by default, F8 focuses the toast area. */
export default function SonnerToaster({ focusOnMount }: { focusOnMount: boolean }) {
  // The back office's drawer keeps its Close button and header top right, where toasts would cover them.
  const backOffice = useSiteLocation().pathname.startsWith('/admin')
  const modalOpen = useModalOpen()
  // On the public site toasts sit top right, below the sticky header: over it they would hide the menu
  // button and the account actions (a phone's "Welcome!" covered the menu for five seconds).
  const belowHeader = !backOffice && !modalOpen ? { top: 'calc(var(--site-header-height) + 0.5rem)' } : undefined
  useEffect(() => {
    toasterMounted()
    // The F8 press that loaded the toaster came before sonner's own hotkey listener existed.
    if (focusOnMount) document.querySelector<HTMLElement>('section[aria-label^="Notifications"]')?.focus()
  }, [focusOnMount])
  return (
    <Toaster
      visibleToasts={TOASTS.limit}
      duration={TOASTS.durationMs}
      hotkey={['F8']}
      position={modalOpen ? 'bottom-left' : backOffice ? 'bottom-right' : 'top-right'}
      offset={belowHeader}
      mobileOffset={belowHeader}
      richColors
      closeButton
    />
  )
}
