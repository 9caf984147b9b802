import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'

/**
 * Security headers for every response. Scripts run only from our origin or with the per-request nonce
 * that the page renderer puts on the router's inline hydration scripts (`reply.cspNonce.script`).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          // helmet adds a nonce to style-src, which disables 'unsafe-inline' there; elements and attributes
          // get their own directives so server-rendered style attributes and sonner's <style> still apply.
          styleSrcElem: ["'self'", "'unsafe-inline'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Google sign-in popups need to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: app.config.env === 'production',
    })
  },
  { name: 'security-headers' },
)
