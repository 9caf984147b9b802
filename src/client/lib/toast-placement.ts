import { useEffect, useSyncExternalStore } from 'react'

/**
 * Where the toasts sit while a modal box is open. A centred box ends in its buttons, right-aligned, in the
 * bottom-right corner a 15-second live notice would cover; so while one is open the toasts move to the
 * bottom left, beside the box's blank corner.
 */
let openModals = 0
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function change(by: number): void {
  openModals += by
  listeners.forEach((l) => l())
}

/** Called by a modal box for as long as it is open. */
export function useMovesToastsAside(): void {
  useEffect(() => {
    change(1)
    return () => change(-1)
  }, [])
}

export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  )
}
