import fp from 'fastify-plugin'

/**
 * Headers for responses that are not pages: JSON from tRPC and the REST web service, scripts, styles
 * and images. The page policy of security-headers (a CSP listing each page's inline scripts by hash, and the rest) means
 * nothing to them; on a page's two dozen script requests it added about a kilobyte each, and it cost
 * REST throughput.
 */
export default fp<{ noStore: boolean }>(
  async (app, { noStore }) => {
    const headers = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      ...(noStore ? { 'cache-control': 'no-store' } : {}),
    }
    // Set up front (a route may still override), in a plain callback: this runs on every request.
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'plain-headers' },
)
