import { Toaster } from 'sonner'
import { TOASTS } from '../../shared/site'

/** SPEC §4: one toast at a time, 5000 ms by default, F8 focuses the toast area. */
export function AppToaster() {
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
