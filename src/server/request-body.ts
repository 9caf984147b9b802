import type { IncomingHttpHeaders } from 'node:http'

/** True when a request announces a body: a length above zero, or a chunked (unknown length) one. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length']
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}
