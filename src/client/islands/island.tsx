import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import { useAuthStore } from '../auth/auth-provider'
import { useSiteLocation } from '../lib/site-location'
import { IslandProviders } from './island-providers'

/** Every island's name; islands.ts says how the island entry loads each. */
export type IslandName =
  | 'site-header'
  | 'floating-contact'
  | 'lazy-image'
  | 'course-card'
  | 'course-detail'
  | 'hero-carousel'
  | 'request-info-form'
  | 'mentor-tabs'
  | 'mentorship-request-form'
  | 'contact-form'
  | 'curriculum-explorer'

/**
 * Present only while the server renders an island page: renders each island as a tree of its own, the way
 * its root will hydrate it in the browser.
 */
export interface IslandRenderer {
  renderToString: (node: ReactNode, options: { identifierPrefix: string }) => string
  /** A number for the next island on this page; its ids (React's useId) are prefixed with it. */
  next: () => number
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null)

/**
 * When the island entry hydrates an island (decision 0031): `near`, as it comes within a screen of the viewport;
 * `in-view`, once a quarter of it is on screen, for an island that starts doing something by itself when it
 * hydrates (the hero's slideshow): that is best begun in front of the reader, not at load a screen away
 * (decision 0035). Either way a press or a focus on it hydrates it at once.
 */
export type IslandHydration = 'near' | 'in-view'

/**
 * A part of a page that works in the browser on an island page (decision 0030). The router's pages render
 * `component` in place, as if this were not here. On an island page the server renders it apart, with the
 * providers its root will have (`IslandProviders`), into an element that names it and carries its props;
 * the island entry hydrates that element as a root of its own. So `component` and what it renders must take
 * everything from its props and those providers, never from the router, and its props must survive JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'near',
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
  hydrate?: IslandHydration
}) {
  const renderer = useContext(IslandRendererContext)
  const auth = useAuthStore()
  const location = useSiteLocation()
  if (!renderer) return <Component {...props} />
  const identifierPrefix = `i${renderer.next()}-`
  const html = renderer.renderToString(
    <IslandProviders auth={auth} location={location}>
      <Component {...props} />
    </IslandProviders>,
    { identifierPrefix },
  )
  const json = JSON.stringify(props)
  return (
    <div
      className="contents"
      data-island={name}
      data-prefix={identifierPrefix}
      data-props={json === '{}' ? undefined : json}
      data-hydrate={hydrate === 'near' ? undefined : hydrate}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
