import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { renderPage } from '../../client/entry-server'
import { loadRouterManifest } from '../pages/manifest'
import { toPublicConfig } from '../pages/public-config'

function toFetchRequest(req: FastifyRequest, origin: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
  }
  return new Request(new URL(req.url, origin), { method: 'GET', headers })
}

/** Every other GET is a page: rendered on the server to complete HTML, 404 for unknown paths. */
const pages: FastifyPluginAsync = async (app) => {
  const manifest = loadRouterManifest(app.config.distDir)
  const publicConfig = toPublicConfig(app.config)

  app.get('/*', async (req, reply) => {
    const response = await renderPage(
      toFetchRequest(req, app.config.publicOrigin),
      manifest,
      publicConfig,
      reply.cspNonce.script,
    )
    reply.status(response.status)
    response.headers.forEach((value, name) => reply.header(name, value))
    reply.header('cache-control', 'no-cache')
    return reply.send(await response.text())
  })
}

export default pages
