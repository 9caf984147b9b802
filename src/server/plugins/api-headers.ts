import fp from 'fastify-plugin'

/**
 * Headers for machine-facing JSON (tRPC and the REST web service). The page policy of
 * security-headers (CSP with per-request nonces, and the rest) means nothing to a JSON client and
 * cost about a tenth of the REST throughput, so these routes get only what applies to them.
 */
export default fp(async (app) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('cross-origin-resource-policy', 'same-origin')
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
  })
}, { name: 'api-headers' })
