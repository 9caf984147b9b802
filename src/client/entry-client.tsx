import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRouter } from './router'
import './styles.css'

const router = createRouter()

// docs/product.md §2: rendering waits for idle time. The server already painted the page, so hydration can wait.
function hydrate() {
  hydrateRoot(document, <RouterClient router={router} />)
}
if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 })
else setTimeout(hydrate, 1)
