import { HeadContent, Outlet, Scripts, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { RouterContext } from '../router-context'
import type { PublicConfig } from '../../shared/public-config'
import { SITE } from '../../shared/site'
import { DEFAULT_RETENTION_MONTHS } from '../../shared/retention'
import { AppToaster } from '../components/app-toaster'
import { captureAttribution } from '../lib/attribution'
import { AuthProvider } from '../auth/auth-provider'
import { HINT_SCRIPT } from '../auth/auth-hint'

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

function RootDocument() {
  const { auth } = Route.useLoaderData()
  const handle = Route.useRouteContext({ select: (context) => context.auth })
  useEffect(captureAttribution, [])
  return (
    <html lang="en-IN">
      <head>
        <HeadContent />
        {/* Before the first paint: a signed-in visitor never sees 'Enroll Now' flash (auth/auth-hint.ts).
            The page's CSP allows it by its hash (server/pages/inline-scripts.ts). */}
        <script dangerouslySetInnerHTML={{ __html: HINT_SCRIPT }} />
      </head>
      <body>
        <AuthProvider config={auth} handle={handle}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-900"
          >
            Skip to content
          </a>
          <Outlet />
        </AuthProvider>
        <AppToaster />
        <Scripts />
      </body>
    </html>
  )
}
