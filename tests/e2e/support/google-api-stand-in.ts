import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'

const STAND_IN = readFileSync(new URL('./google-api-stand-in.browser.js', import.meta.url), 'utf8')
const EMPTY_TYPES: Record<string, string> = { script: 'text/javascript', stylesheet: 'text/css' }

/**
 * Lets Firebase's signInWithPopup run against the Auth emulator without internet. The SDK (in the page) and the
 * emulator's helper iframe both load Google's api.js for gapi.iframes: this serves a stand-in for it. The
 * emulator's popup page also asks unpkg.com and Google Fonts for its styles; they are answered empty at once, so
 * that the page never waits on a host it cannot reach (it works unstyled).
 */
export async function installGoogleApiStandIn(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js(\?|$)/, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: STAND_IN }),
  )
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ contentType: EMPTY_TYPES[route.request().resourceType()] ?? 'text/plain', body: '' }),
  )
}
