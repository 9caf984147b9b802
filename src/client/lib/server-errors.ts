/**
 * What the server said about a refused call, read from a tRPC error's `data` (src/server/trpc/init.ts's
 * errorFormatter). Read by shape, not by class, so that a page can keep the tRPC client lazily loaded.
 */
interface ServerErrorData {
  code?: unknown
  fieldErrors?: unknown
}

function dataOf(err: unknown): ServerErrorData | null {
  if (typeof err !== 'object' || err === null || !('data' in err)) return null
  const { data } = err
  return typeof data === 'object' && data !== null ? data : null
}

/** The server's message for each refused input field, keyed by its path ("name", "filters.status"); {} for none. */
export function serverFieldErrors(err: unknown): Record<string, string> {
  const fieldErrors = dataOf(err)?.fieldErrors
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {}
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The first field message the server gave, or null. */
export function firstServerFieldError(err: unknown): string | null {
  return Object.values(serverFieldErrors(err))[0] ?? null
}

/** The tRPC error code ('BAD_REQUEST', 'TOO_MANY_REQUESTS'…), or null when the server never answered. */
export function serverErrorCode(err: unknown): string | null {
  const code = dataOf(err)?.code
  return typeof code === 'string' ? code : null
}
