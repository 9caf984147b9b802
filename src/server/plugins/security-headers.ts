import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AppConfig } from '../config'
import { emulatorSources } from '../../shared/local-sign-in'

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
    // A page reaches a local emulator under the name it was opened on: localhost, 127.0.0.1 or [::1].
    const emulator = emulatorSources(firebase.emulatorUrl)
    return { script: ['https://apis.google.com'], frame: emulator, connect: emulator }
  }
  return {
    script: ['https://apis.google.com'],
    frame: [`https://${firebase.authDomain}`],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  }
}

/**
 * Each directive says something `default-src` does not (decision 0033): fonts fall back to it, and inline
 * event handlers are refused by `script-src` itself, which allows no inline script but by hash and has no
 * 'unsafe-hashes'. A directive that repeats another is bytes on every answer and nothing more.
 */
function policyDirectives(firebase: AppConfig['firebase']): Record<string, string[]> {
  const signIn = signInSources(firebase)
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Profile photos of signed-in people come from the identity provider's hosts.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...signIn.script],
    // Server-rendered style attributes and sonner's <style> element are inline styles. One directive for
    // elements and attributes alike: a browser that knows no style-src-elem/-attr reads this one too.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...signIn.connect],
    'frame-src': ["'self'", ...signIn.frame],
  }
}

/**
 * helmet's headers (its defaults but four obsolete ones, with our opener policy, HSTS in production only),
 * asked of helmet once at start. @fastify/helmet's two hooks (one of them async) set them one by one on
 * every request, which was about a fifth of the time of a page answered from memory; the values are the
 * same, and stay helmet's as it moves on. tests/integration/security-headers.test.ts pins the whole set.
 */
function fixedHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {}
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  const middleware = helmet({
    contentSecurityPolicy: false,
    // Google sign-in popups need to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production,
    // Headers for browsers this site no longer supports: X-XSS-Protection turned off an auditor that every
    // browser has since removed, X-Download-Options is Internet Explorer 8's, X-Permitted-Cross-Domain-Policies
    // is Flash's and Acrobat's. Their 90 bytes on every page held the home page's document past a new
    // connection's first round trip (decision 0027).
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    // Every browser that reads CSP's frame-ancestors ignores X-Frame-Options beside it (HTML's rule), and
    // ours said SAMEORIGIN where the policy says 'none'. Only Internet Explorer read it alone (decision 0033).
    xFrameOptions: false,
  })
  middleware({} as IncomingMessage, collect as unknown as ServerResponse, () => {})
  return headers
}

/**
 * Security headers for every response in the site's scope. Scripts run only from our origin, or inline
 * when the page lists their hashes (`app.pagePolicy`); responses without inline scripts (robots.txt,
 * the error page) get the policy with none, which a page replaces with its own.
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
    const headers = {
      ...fixedHeaders(app.config.env === 'production'),
      'content-security-policy': pagePolicy([]),
    }

    app.decorate('pagePolicy', pagePolicy)
    // One plain callback setting them all: this runs on every page request.
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers)
      done()
    })
  },
  { name: 'security-headers' },
)
