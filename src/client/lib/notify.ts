/**
 * Toasts without putting the toast library in every page's first load: the first notice loads sonner,
 * mounts the toaster (AppToaster) and shows the notice once the toaster listens.
 */
export interface Notice {
  title: string
  description?: string
  /** docs/product.md §4: default and destructive. */
  variant?: 'default' | 'destructive'
}

let ready: Promise<void> | undefined
let markReady: () => void = () => {}
const wanters = new Set<() => void>()

/** Asks AppToaster to mount the toaster; resolves once it has mounted. */
export function requestToaster(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markReady = resolve
    })
    wanters.forEach((w) => w())
  }
  return ready
}

export function onToasterRequested(listener: () => void): () => void {
  wanters.add(listener)
  if (ready) listener()
  return () => wanters.delete(listener)
}

export function toasterMounted(): void {
  markReady()
}

export function notify({ title, description, variant = 'default' }: Notice): void {
  void Promise.all([import('sonner'), requestToaster()]).then(([{ toast }]) => {
    if (variant === 'destructive') toast.error(title, { description })
    else toast(title, { description })
  })
}
