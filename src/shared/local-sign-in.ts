/**
 * The names of this machine itself, as URL#hostname writes them. To a browser each is a site of its own, so
 * a page and the Auth emulator's helper frame must use the same one: a frame of another site is denied its
 * storage, and popup sign-in then never finishes (auth/network-request-failed). A page reaches a local
 * emulator under any of them (`npm start` forwards [::1] to the emulator and the site on 127.0.0.1,
 * scripts/tcp-forward.mjs).
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]']

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.includes(hostname.toLowerCase())
}

/** Whether the Auth emulator runs on this machine's loopback, where only pages on this machine reach it. */
export function isLocalEmulator(emulatorUrl: string | undefined): emulatorUrl is string {
  return !!emulatorUrl && isLoopbackHost(new URL(emulatorUrl).hostname)
}

function withHost(url: string, hostname: string): string {
  const moved = new URL(url)
  moved.hostname = hostname
  return moved.origin
}

/**
 * The page policy's sources for reaching the emulator: its origin, or for one on this machine any http origin.
 * A CSP source cannot name an IPv6 address (browsers drop `http://[::1]:9099` as invalid), so a page at [::1]
 * is allowed the emulator only by scheme; local mode is development only (production refuses an emulator).
 */
export function emulatorSources(emulatorUrl: string): string[] {
  if (!isLocalEmulator(emulatorUrl)) return [new URL(emulatorUrl).origin]
  return ['http:']
}

/**
 * Where a page opened at `pageHostname` reaches the emulator: a local one under the page's own name, or null
 * when the page can't reach it (a phone on the LAN has a loopback of its own).
 */
export function emulatorUrlForPage(emulatorUrl: string, pageHostname: string): string | null {
  if (!isLocalEmulator(emulatorUrl)) return emulatorUrl
  return isLoopbackHost(pageHostname) ? withHost(emulatorUrl, pageHostname.toLowerCase()) : null
}

/** The address to go to instead: PUBLIC_ORIGIN where sign-in works there, else localhost on the page's port. */
function localLoginUrl(publicOrigin: string, pagePort: string): string {
  if (isLoopbackHost(new URL(publicOrigin).hostname)) return `${publicOrigin}/login`
  return `http://localhost${pagePort ? `:${pagePort}` : ''}/login`
}

/**
 * Why Google sign-in cannot work on a page at `page`, in words for whoever holds it, or null when it can.
 * Only local mode has such a limit: a real Firebase project checks its authorised domains itself.
 */
export function localSignInProblem(
  emulatorUrl: string | undefined,
  publicOrigin: string,
  page: { hostname: string; port: string },
): string | null {
  if (!emulatorUrl || emulatorUrlForPage(emulatorUrl, page.hostname)) return null
  const instead = localLoginUrl(publicOrigin, page.port)
  return `Local sign-in works only on the computer that runs this site. Open ${instead} there, or set FIREBASE_PROJECT_ID for real Google sign-in.`
}
