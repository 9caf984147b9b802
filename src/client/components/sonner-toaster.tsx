import { useEffect } from 'react'
import { Toaster } from 'sonner'
import { TOASTS } from '../../shared/site'
import { toasterMounted } from '../lib/notify'

/** docs/product.md §4: one toast at a time, 5000 ms by default, F8 focuses the toast area. */
export default function SonnerToaster({ focusOnMount }: { focusOnMount: boolean }) {
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
      position="top-right"
      richColors
      closeButton
    />
  )
}
