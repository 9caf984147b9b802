import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
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

// A fixed page with no script and no detail: what went wrong is in the log, never in the answer.
const ERROR_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head>
<body><main><h1>Something went wrong</h1><p>We could not show this page just now. Please try again in a moment, or go to the <a href="/">home page</a>.</p></main></body>
</html>
`

function sendErrorPage(reply: FastifyReply) {
  return reply.status(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(ERROR_PAGE)
}

/** Every other GET is a page: rendered on the server to complete HTML, 404 for unknown paths. */
const pages: FastifyPluginAsync = async (app) => {
  const manifest = loadRouterManifest(app.config.distDir)
  const publicConfig = toPublicConfig(app.config)

  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Fastify's own refusals of the request (a malformed body or header) stay 4xx, in words of our own.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).type('text/plain; charset=utf-8').send('The request was not understood.')
    }
    req.log.error({ err }, 'page failed')
    return sendErrorPage(reply)
  })

  app.get('/*', async (req, reply) => {
    const response = await renderPage(
      toFetchRequest(req, app.config.publicOrigin),
      manifest,
      publicConfig,
      reply.cspNonce.script,
    )
    const html = await response.text()
    // The router renders a failing loader or component as its error screen, whose markup and dehydrated
    // state can carry the error's message: answer the generic page instead.
    if (response.status >= 500) {
      req.log.error({ status: response.status, url: req.url }, 'page rendered as an error')
      return sendErrorPage(reply)
    }
    reply.status(response.status)
    response.headers.forEach((value, name) => reply.header(name, value))
    reply.header('cache-control', 'no-cache')
    return reply.send(html)
  })
}

export default pages
