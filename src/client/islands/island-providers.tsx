import type { ReactNode } from 'react'
import { AuthStoreProvider, type AuthStore } from '../auth/auth-provider'
import { SiteLocationContext, type SiteLocation } from '../lib/site-location'

/**
 * What an island's root gives its component: the page's sign-in state and the site location. The server's
 * render of an island and the browser's hydration of it wrap it alike, so the two trees match.
 */
export function IslandProviders({
  auth,
  location,
  children,
}: {
  auth: AuthStore | null
  location: SiteLocation
  children: ReactNode
}) {
  return (
    <SiteLocationContext.Provider value={location}>
      <AuthStoreProvider value={auth}>{children}</AuthStoreProvider>
    </SiteLocationContext.Provider>
  )
}
