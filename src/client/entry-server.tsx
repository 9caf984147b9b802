import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createRouter } from './router'
import type { PublicConfig } from '../shared/public-config'

/** Renders one page to a complete HTML document, with the status the router decided (200 or 404). */
export function renderPage(request: Request, manifest: ServerManifest, publicConfig: PublicConfig): Promise<Response> {
  const handler = createRequestHandler({
    request,
    createRouter: () => createRouter(publicConfig),
    getRouterManifest: () => manifest,
  })
  return handler(defaultRenderHandler)
}
