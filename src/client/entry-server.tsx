import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { renderToString } from 'react-dom/server'
import { createRouter } from './router'
import type { ServerManifest } from '@tanstack/router-core'
import type { PublicConfig } from '../shared/public-config'
import { preloadLazySections } from './lazy-sections'

/** What a page's scripts come from: the router's manifest, and the island pages' entry (decision 0030). */
export interface PageScripts {
  manifest: ServerManifest
  /** The inline script that starts the island entry; absent without a build. */
  islandsEntryLoader?: string
}

let sectionsLoaded: Promise<unknown> | undefined

/** Renders one page to a complete HTML document, with the status the router decided (200 or 404). */
export async function renderPage(
  request: Request,
  scripts: PageScripts,
  publicConfig: PublicConfig,
): Promise<Response> {
  // Sections the browser hydrates when they near the viewport are lazy components: renderToString would
  // leave them out unless their code is loaded first.
  await (sectionsLoaded ??= preloadLazySections())
  const handler = createRequestHandler({
    request,
    createRouter: () =>
      createRouter(
        publicConfig,
        scripts.islandsEntryLoader ? { entryLoader: scripts.islandsEntryLoader, renderToString } : undefined,
      ),
    getRouterManifest: () => scripts.manifest,
  })
  return handler(defaultRenderHandler)
}
