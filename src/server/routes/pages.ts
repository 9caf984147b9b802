import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { renderPage } from '../../client/entry-server'
import { loadPageScripts } from '../pages/manifest'
import { toPublicConfig } from '../pages/public-config'
import { publicPaths } from '../pages/public-paths'
import { PageCache } from '../pages/page-cache'
import { pageKey } from '../pages/page-key'
import { inlineScriptHashes } from '../pages/inline-scripts'
import {
  chooseEncoding,
  encodePage,
  matchesEtag,
  pageHeaders,
  type EncodedPage,
  type PageHead,
} from '../pages/rendered-page'

/**
 * Pages other than the sitemap's kept at once (a category listing, /login, a course's package): each
 * is about 200 KB with its encodings, so this bounds them to a few tens of megabytes.
 */
const MAX_OTHER_PAGES = 64

/** A page answered as rendered, each time (a 404): never stored, compressed per request. */
interface UncachedPage extends PageHead {
  html: string
}

type PageAnswer = EncodedPage | UncachedPage | 'failed'

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

function sendPage(req: FastifyRequest, reply: FastifyReply, page: EncodedPage | UncachedPage) {
  if ('html' in page) {
    reply.status(page.status).headers(pageHeaders(page)).compress(page.html)
    return reply
  }
  // The whole header set was built with the page: an answer from memory only chooses among them.
  const encoding = chooseEncoding(req.headers['accept-encoding'])
  const answer = page.answers[encoding]
  if (matchesEtag(req.headers['if-none-match'], page.etags[encoding])) {
    return reply.status(304).headers(answer.notModified).send()
  }
  return reply.status(page.status).headers(answer.ok).send(page.bodies[encoding])
}

function sendAnswer(req: FastifyRequest, reply: FastifyReply, page: PageAnswer) {
  return page === 'failed' ? sendErrorPage(reply) : sendPage(req, reply, page)
}

/**
 * Every other GET is a page: rendered on the server to complete HTML, 404 for unknown paths. A page
 * renders from its address alone (pages/page-key.ts), never from the visitor's headers: nothing on the
 * server side of a page depends on who asks (sign-in lives in the browser). So a page that rendered
 * with 200 is kept, compressed, and answered from memory until the process (and its build) ends.
 */
const pages: FastifyPluginAsync = async (app) => {
  const scripts = loadPageScripts(app.config.distDir)
  const publicConfig = toPublicConfig(app.config)
  const origin = new URL(app.config.publicOrigin).origin
  const cache = new PageCache<PageAnswer>(
    new Set(publicPaths()),
    MAX_OTHER_PAGES,
    (page) => page !== 'failed' && 'bodies' in page,
  )

  async function render(key: string): Promise<PageAnswer> {
    const response = await renderPage(new Request(`${origin}${key}`), scripts, publicConfig)
    const html = await response.text()
    // The router renders a failing loader or component as its error screen, whose markup and dehydrated
    // state can carry the error's message: answer the generic page instead.
    if (response.status >= 500) {
      app.log.error({ status: response.status, path: key.split('?', 1)[0] }, 'page rendered as an error')
      return 'failed'
    }
    const head: PageHead = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      policy: app.pagePolicy(inlineScriptHashes(html)),
    }
    return response.status === 200 ? encodePage(html, head) : { ...head, html }
  }

  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Fastify's own refusals of the request (a malformed body or header) stay 4xx, in words of our own.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).type('text/plain; charset=utf-8').send('The request was not understood.')
    }
    req.log.error({ err }, 'page failed')
    return sendErrorPage(reply)
  })

  app.get('/*', (req, reply) => {
    const key = pageKey(req.url)
    // A page rendered before is answered in this turn; a first render is waited for.
    const stored = cache.peek(key)
    if (stored) return sendAnswer(req, reply, stored)
    return cache.get(key, () => render(key)).then((page) => sendAnswer(req, reply, page))
  })
}

export default pages
