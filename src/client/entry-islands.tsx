import { createElement, startTransition } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AuthProvider, type AuthHandle, type AuthStore } from './auth/auth-provider'
import { AppToaster } from './components/app-toaster'
import { IslandProviders } from './islands/island-providers'
import { readPublicConfig } from './islands/island-page'
import type { IslandName } from './islands/island'
import { ISLANDS } from './islands/islands'
import { captureAttribution } from './lib/attribution'
import { SiteLocationContext, windowLocation, type SiteLocation } from './lib/site-location'
import { linkManifest } from './lib/web-app-manifest'

/**
 * An island page's entry (decision 0030): the server's HTML is the page, and only its islands (`[data-island]`)
 * become React roots. Before them, one root outside the page's content holds what every island shares: the
 * sign-in state (one AuthProvider, whatever the number of islands reading it) and the toaster.
 */
function hydrate() {
  const config = readPublicConfig()
  const location = windowLocation()
  const handle: AuthHandle = {}
  const shell = document.createElement('div')
  document.body.append(shell)
  // At once, not in a transition: the islands below need the sign-in store its layout effect hands over.
  flushSync(() =>
    createRoot(shell).render(
      <SiteLocationContext.Provider value={location}>
        <AuthProvider config={config.auth} handle={handle}>
          <AppToaster />
        </AuthProvider>
      </SiteLocationContext.Provider>,
    ),
  )
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    void hydrateIsland(element, handle.store ?? null, location)
  }
  captureAttribution()
  linkManifest()
}

async function hydrateIsland(element: HTMLElement, auth: AuthStore | null, location: SiteLocation) {
  const name = element.dataset.island as IslandName
  const props = JSON.parse(element.dataset.props ?? '{}') as never
  const component = await ISLANDS[name]()
  // In a transition, as the router's pages hydrate: React hydrates in slices that yield to the browser.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandProviders auth={auth} location={location}>
        {createElement(component, props)}
      </IslandProviders>,
      { identifierPrefix: element.dataset.prefix },
    )
  })
}

if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 2000 })
else setTimeout(hydrate, 1)
