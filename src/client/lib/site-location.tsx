import { createContext, useContext } from 'react'

/**
 * Where the visitor is, for the parts of a page that hydrate with or without the router (decision 0030): the
 * router provides it on its pages, an island's root from the address bar on island pages. Such parts read it
 * instead of the router's hooks, so that their code never brings the router along.
 */
export interface SiteLocation {
  pathname: string
  /** The query string with its '?', or ''. */
  search: string
  /** Moves within the app without loading a document; absent on island pages, where a link loads the page. */
  navigate?: (href: string, options?: { replace?: boolean; keepScroll?: boolean }) => void
  /** Starts loading what `href` shows, when the visitor reaches for a link (router pages only). */
  preload?: (href: string) => void
}

export const SiteLocationContext = createContext<SiteLocation>({ pathname: '/', search: '' })

export const useSiteLocation = (): SiteLocation => useContext(SiteLocationContext)

/**
 * Puts `href` in the address bar in place of the current entry, without moving the page: a choice made on the
 * page (a course's package) that a reload or a shared link should keep.
 */
export function useReplaceAddress(): (href: string) => void {
  const { navigate } = useSiteLocation()
  return (href) => {
    if (navigate) navigate(href, { replace: true, keepScroll: true })
    else window.history.replaceState(window.history.state, '', href)
  }
}

/** The address bar's location, for an island's root. */
export function windowLocation(): SiteLocation {
  return { pathname: window.location.pathname, search: window.location.search }
}
