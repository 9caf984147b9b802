import pg from 'pg'

/** Stops listening. */
export type Unlisten = () => Promise<void>

const RETRY_FIRST_MS = 500
const RETRY_MAX_MS = 10_000

/**
 * LISTEN on `channel` on a connection of its own, outside the pool (a pooled connection is handed to other
 * queries, and LISTEN belongs to one session). While the database is away it reconnects with backoff, and
 * calls `onNotify` once connected again: whatever was announced meanwhile is read from its table.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onError: (err: unknown) => void,
): Unlisten {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let delay = RETRY_FIRST_MS

  const connect = async () => {
    if (stopped) return
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 2_000 })
    client = next
    next.on('notification', (n) => {
      if (n.channel === channel) onNotify()
    })
    next.on('error', (err) => {
      onError(err)
      reconnect(next)
    })
    next.on('end', () => reconnect(next))
    try {
      await next.connect()
      await next.query(`listen ${pg.escapeIdentifier(channel)}`)
      delay = RETRY_FIRST_MS
      onNotify()
    } catch (err) {
      onError(err)
      reconnect(next)
    }
  }
  const reconnect = (broken: pg.Client) => {
    if (stopped || client !== broken || retry) return
    client = undefined
    void broken.end().catch(() => {})
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
    retry.unref()
    delay = Math.min(delay * 2, RETRY_MAX_MS)
  }

  void connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = undefined
    await last?.end().catch(() => {})
  }
}
