import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen'
import type { PublicConfig } from '../shared/public-config'

// No QueryClient in the context or at the root: no public page runs a query (the forms call tRPC directly and
// the back office brings its own client), and query-core was about 7 KB of every page's first load. A public
// page that comes to need queries wraps itself in a provider with docs/product.md §9's data defaults.
export function createRouter(publicConfig?: PublicConfig) {
  return createTanStackRouter({
    routeTree,
    context: { publicConfig, auth: {} },
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
