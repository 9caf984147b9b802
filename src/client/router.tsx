import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import { routeTree } from './route-tree.gen'
import type { PublicConfig } from '../shared/public-config'

function createQueryClient() {
  // docs/product.md §9: stale time infinite, no refetch on focus, no retry, garbage collection after 5 minutes.
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false, gcTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  })
}

export function createRouter(publicConfig?: PublicConfig) {
  return createTanStackRouter({
    routeTree,
    context: { queryClient: createQueryClient(), publicConfig },
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
