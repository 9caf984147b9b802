import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import type { PublicConfig } from '../shared/public-config'
import type { RouterContext } from './router-context'

// No QueryClient in the context or at the root: no public page runs a query (the forms call tRPC directly and
// the back office brings its own client), and query-core was about 7 KB of every page's first load. A public
// page that comes to need queries wraps itself in a provider with docs/product.md §9's data defaults.
export function createRouter(publicConfig?: PublicConfig, islands?: RouterContext['islands']) {
  return createTanStackRouter({
    routeTree,
    context: { publicConfig, auth: {}, islands },
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
  interface StaticDataRouteOption {
    /**
     * The page is served as islands (decision 0030): only its `Island`s hydrate, without the router. The
     * deepest route that says decides (the public site's layout says yes).
     */
    islands?: boolean
  }
}
