import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRouter } from './router'
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

// The web app manifest (the name, colour and icon of the site installed on a phone) is linked only now, not
// in the page's HTML: Chrome fetches a linked manifest at once, and then the icon it names, two requests
// beside the page's own pictures that Lighthouse counted into the largest paint (decision 0027). React
// leaves a tag it did not render in <head> alone.
function linkManifest() {
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/site.webmanifest'
  document.head.append(link)
}
if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 })
else setTimeout(hydrate, 1)
