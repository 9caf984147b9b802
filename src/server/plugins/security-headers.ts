import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { AppConfig } from '../config'

/**
 * Security headers for every response. Scripts run only from our origin or with the per-request nonce
 * that the page renderer puts on the router's inline hydration scripts (`reply.cspNonce.script`).
 */
/**
 * What Google sign-in needs beyond our own origin: Google's iframe loader script, the auth domain's (or
 * the emulator's) helper iframe, and the token endpoints (or the emulator) for the SDK's calls.
 */
function signInSources(firebase: AppConfig['firebase']) {
  if (!firebase) return { script: [], frame: [], connect: [] }
  if (firebase.emulatorUrl) {
    const emulator = firebase.emulatorUrl
    return { script: ['https://apis.google.com'], frame: [emulator], connect: [emulator] }
  }
  return {
    script: ['https://apis.google.com'],
    frame: [`https://${firebase.authDomain}`],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  }
}

export default fp(
  async (app) => {
    const signIn = signInSources(app.config.firebase)
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...signIn.script],
          styleSrc: ["'self'"],
          // helmet adds a nonce to style-src, which disables 'unsafe-inline' there; elements and attributes
          // get their own directives so server-rendered style attributes and sonner's <style> still apply.
          styleSrcElem: ["'self'", "'unsafe-inline'"],
          styleSrcAttr: ["'unsafe-inline'"],
          // Profile photos of signed-in people come from the identity provider's hosts.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", ...signIn.connect],
          frameSrc: ["'self'", ...signIn.frame],
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
