import fp from 'fastify-plugin'
import helmet from '@fastify/helmet'
import type { AppConfig } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Content-Security-Policy of a page whose inline scripts have these hashes ('sha256-…' sources,
     * see pages/inline-scripts.ts). A hash, unlike a per-request nonce, lets a rendered page be cached.
     */
    pagePolicy(scriptHashes: readonly string[]): string
  }
}

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

function policyDirectives(firebase: AppConfig['firebase']): Record<string, string[]> {
  const signIn = signInSources(firebase)
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Profile photos of signed-in people come from the identity provider's hosts.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...signIn.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // Server-rendered style attributes and sonner's <style> element are inline styles.
    'style-src-elem': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'connect-src': ["'self'", ...signIn.connect],
    'frame-src': ["'self'", ...signIn.frame],
  }
}

/**
 * Security headers for every response in the site's scope. Scripts run only from our origin, or inline
 * when the page lists their hashes (`app.pagePolicy`); responses without inline scripts (robots.txt,
 * the error page) get the policy with none. helmet sets the other headers; the policy is ours because
 * its script sources are known only once the page is rendered.
 */
export default fp(
  async (app) => {
    const directives = policyDirectives(app.config.firebase)
    const pagePolicy = (scriptHashes: readonly string[]) =>
      Object.entries(directives)
        .map(([name, sources]) =>
          [name, ...sources, ...(name === 'script-src' ? scriptHashes.map((h) => `'${h}'`) : [])].join(' '),
        )
        .join(';')
    const noInlineScripts = pagePolicy([])

    app.decorate('pagePolicy', pagePolicy)
    await app.register(helmet, {
      contentSecurityPolicy: false,
      // Google sign-in popups need to talk back to the opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      hsts: app.config.env === 'production',
    })
    app.addHook('onRequest', (_req, reply, done) => {
      reply.header('content-security-policy', noInlineScripts)
      done()
    })
  },
  { name: 'security-headers' },
)
