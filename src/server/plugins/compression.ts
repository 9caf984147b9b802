import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import { constants } from 'node:zlib'

/**
 * `reply.compress(body)` for what the site scope answers fresh each time (brotli or gzip): 404 pages,
 * the sitemap. A middling brotli level keeps the cost per request to a millisecond or two. Nothing is
 * compressed unless a route asks: pages served from the page cache are compressed once, ahead
 * (pages/rendered-page.ts), and global hooks would run on each of their requests for nothing. Static
 * assets are compressed at build time; the site takes no request bodies to decompress.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: false,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    })
  },
  { name: 'compression' },
)
