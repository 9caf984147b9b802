import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  lazyRouteComponent,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { RouterContext } from '../router-context'
import type { PublicConfig } from '../../shared/public-config'
import { SITE } from '../../shared/site'
import { DEFAULT_RETENTION_MONTHS } from '../../shared/retention'
import { AppToaster } from '../components/app-toaster'
import { captureAttribution } from '../lib/attribution'
import { AuthProvider } from '../auth/auth-provider'
import { HINT_SCRIPT } from '../auth/auth-hint'
import { IslandRendererContext, type IslandRenderer } from '../islands/island'
import { PUBLIC_CONFIG_ID, publicConfigJson } from '../islands/island-page'
import { SiteLocationContext, type SiteLocation } from '../lib/site-location'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The server's runtime settings travel to the browser as the root loader's dehydrated data.
  loader: ({ context }): PublicConfig =>
    context.publicConfig ?? {
      publicOrigin: window.location.origin,
      retentionMonths: DEFAULT_RETENTION_MONTHS,
      auth: { available: false, reason: 'Sign-in settings did not load. Please reload the page.' },
    },
  shouldReload: false,
  staleTime: Infinity,
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1e3a8a' },
      // Every route sets its own title; a path no route matches has only the root match, and gets these.
      ...(matches.length === 1
        ? [{ title: `404 Page Not Found | ${SITE.name}` }, { name: 'robots', content: 'noindex' }]
        : []),
    ],
    // The web app manifest is linked by the entry once the page hydrates (entry-client.tsx), not here.
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  // An unknown path matches no layout route, so the not-found page brings the site's chrome itself. The
  // router loads it (on the server and before hydrating) only for a path nothing matches: it is no part of
  // any other page's first load.
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found-screen'), 'NotFoundScreen'),
})

/** The site location as the router knows it, and its way of moving and preloading (lib/site-location.tsx). */
function useRouterLocation(): SiteLocation {
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useRouterState({ select: (s) => s.location.searchStr })
  return useMemo(
    () => ({
      pathname,
      search,
      // `href` is parsed into path, search and hash, and takes the place of `to`.
      navigate: (href, options) =>
        void router.navigate({ to: '.', href, replace: options?.replace, resetScroll: !options?.keepScroll }),
      preload: (href) => void router.preloadRoute({ to: '.', href }).catch(() => {}),
    }),
    [router, pathname, search],
  )
}

function RootDocument() {
  const config = Route.useLoaderData()
  const handle = Route.useRouteContext({ select: (context) => context.auth })
  const islands = Route.useRouteContext({ select: (context) => context.islands })
  const islandRoute = useRouterState({
    select: (s) => s.matches.findLast((match) => match.staticData.islands !== undefined)?.staticData.islands,
  })
  const location = useRouterLocation()
  useEffect(captureAttribution, [])
  // Only the server decides that a page is served as islands; the browser's router renders every page itself.
  const served = islands && islandRoute ? islands : undefined
  return (
    <SiteLocationContext.Provider value={location}>
      <html lang="en-IN">
        <head>
          <HeadContent />
          {/* Before the first paint: a signed-in visitor never sees 'Enroll Now' flash (auth/auth-hint.ts).
              The page's CSP allows it by its hash (server/pages/inline-scripts.ts). */}
          <script dangerouslySetInnerHTML={{ __html: HINT_SCRIPT }} />
        </head>
        <body>
          <AuthProvider config={config.auth} handle={handle}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-900"
            >
              Skip to content
            </a>
            <IslandsRendered islands={served}>
              <Outlet />
            </IslandsRendered>
          </AuthProvider>
          <AppToaster />
          {served ? <IslandScripts config={config} entryLoader={served.entryLoader} /> : <Scripts />}
        </body>
      </html>
    </SiteLocationContext.Provider>
  )
}

/** On an island page, the server renders every `Island` apart (islands/island.tsx). */
function IslandsRendered({ islands, children }: { islands: RouterContext['islands']; children: ReactNode }) {
  const [renderer] = useState((): IslandRenderer | null => {
    if (!islands) return null
    let count = 0
    return { renderToString: islands.renderToString, next: () => count++ }
  })
  return <IslandRendererContext.Provider value={renderer}>{children}</IslandRendererContext.Provider>
}

/**
 * An island page's scripts: its settings and the island entry's loader, instead of the router's entry and
 * its dehydrated state, which the page does not need (decision 0030).
 */
function IslandScripts({ config, entryLoader }: { config: PublicConfig; entryLoader: string }) {
  const router = useRouter()
  // The router dehydrated the page's state before rendering; taken here, it is never written into the page.
  router.serverSsr?.takeInitialHydrationScriptTags()
  return (
    <>
      <script
        type="application/json"
        id={PUBLIC_CONFIG_ID}
        dangerouslySetInnerHTML={{ __html: publicConfigJson(config) }}
      />
      <script dangerouslySetInnerHTML={{ __html: entryLoader }} />
    </>
  )
}
