import fp from 'fastify-plugin'

/**
 * Headers for machine-facing JSON (tRPC and the REST web service). The page policy of
 * security-headers (CSP with per-request nonces, and the rest) means nothing to a JSON client and
 * cost about a tenth of the REST throughput, so these routes get only what applies to them.
 */
const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
}

export default fp(async (app) => {
  // Set up front (a later reply.header may still override), in a plain callback: this runs on every
  // API request, and the hot path stays free of an extra promise.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(API_HEADERS)
    done()
  })
}, { name: 'api-headers' })
