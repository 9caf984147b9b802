import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRouter } from './router'
import { linkManifest } from './lib/web-app-manifest'
import './styles.css'

// docs/product.md §2: rendering waits for idle time. The server already painted the page, so hydration can wait.
// The router is built there too, not while the modules evaluate: two shorter tasks instead of one long one.
// Inside a transition React hydrates in slices, yielding to the browser every few milliseconds, instead
// of in one task as long as the page is big.
function hydrate() {
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={createRouter()} />)
  })
  linkManifest()
}
if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 })
else setTimeout(hydrate, 1)
