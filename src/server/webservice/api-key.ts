import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

const digest = (s: string) => createHash('sha256').update(s).digest()

/** The key a caller sent in `X-API-Key` (the first, if the header is repeated). */
export function apiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const given = headers['x-api-key']
  return Array.isArray(given) ? given[0] : given
}

/**
 * True when `given` equals one of the keys. Comparing SHA-256 digests keeps every comparison the same
 * length, and every key is compared, so timing reveals neither the key nor which key matched.
 */
export function apiKeyMatches(given: string | undefined, keys: readonly string[]): boolean {
  if (!given) return false
  const g = digest(given)
  let ok = false
  for (const key of keys) ok = timingSafeEqual(g, digest(key)) || ok
  return ok
}
