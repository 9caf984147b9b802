import { lazy, Suspense, useEffect, useState } from 'react'
import { onToasterRequested, requestToaster } from '../lib/notify'

const Toaster = lazy(() => import('./sonner-toaster'))

/** Mounts the toaster the first time a notice is shown, or when F8 asks for the toast area. */
export function AppToaster() {
  const [wanted, setWanted] = useState(false)
  const [focusOnMount, setFocusOnMount] = useState(false)

  useEffect(() => {
    const off = onToasterRequested(() => setWanted(true))
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8') return
      setFocusOnMount(true)
      void requestToaster()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      off()
      window.removeEventListener('keydown', onKey)
    }
  }, [])

  return wanted ? (
    <Suspense fallback={null}>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  ) : null
}
