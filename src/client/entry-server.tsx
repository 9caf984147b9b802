import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createRouter } from './router'
import type { PublicConfig } from '../shared/public-config'
import { preloadLazySections } from './lazy-sections'

let sectionsLoaded: Promise<unknown> | undefined

/** Renders one page to a complete HTML document, with the status the router decided (200 or 404). */
export async function renderPage(
  request: Request,
  manifest: ServerManifest,
  publicConfig: PublicConfig,
): Promise<Response> {
  // Sections the browser hydrates when they near the viewport are lazy components: renderToString would
  // leave them out unless their code is loaded first.
  await (sectionsLoaded ??= preloadLazySections())
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(publicConfig),
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}
