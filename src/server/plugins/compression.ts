import fp from 'fastify-plugin'
import compress from '@fastify/compress'
import { constants } from 'node:zlib'

/**
 * Compresses what the site scope answers fresh each time (brotli or gzip): 404 pages, the error page,
 * the sitemap. A middling brotli level keeps the cost per request to a millisecond or two. Pages served
 * from the page cache arrive already compressed (Content-Encoding set), which this leaves alone;
 * static assets are compressed at build time.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    })
  },
  { name: 'compression' },
)
