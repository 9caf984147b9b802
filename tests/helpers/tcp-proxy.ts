import net from 'node:net'

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to stand for the database going
 * away (a crash, a network partition) and coming back, without touching the real server; or pause, to
 * stand for a database that stops answering while its connections stay open.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>()
  let server: net.Server | undefined
  let port = 0
  let paused = false

  const forward = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.pipe(upstream)
    upstream.pipe(client)
  }
  // Unread bytes wait in the sockets' buffers, as they would in a stalled network, and flow on resume.
  const hold = ({ client, upstream }: { client: net.Socket; upstream: net.Socket }) => {
    client.unpipe(upstream)
    upstream.unpipe(client)
    client.pause()
    upstream.pause()
  }

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const pair = { client, upstream: net.connect(target.port, target.host) }
        pairs.add(pair)
        if (paused) hold(pair)
        else forward(pair)
        const drop = () => {
          client.destroy()
          pair.upstream.destroy()
          pairs.delete(pair)
        }
        client.on('error', drop).on('close', drop)
        pair.upstream.on('error', drop).on('close', drop)
      })
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** Refuses new connections and kills the open ones. */
    async cut() {
      for (const { client, upstream } of pairs) {
        client.destroy()
        upstream.destroy()
      }
      pairs.clear()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    },
    restore: listen,
    /** Stops passing bytes either way, on open and new connections alike, and closes nothing. */
    pause() {
      paused = true
      for (const pair of pairs) hold(pair)
    },
    resume() {
      paused = false
      for (const pair of pairs) forward(pair)
    },
    close() {
      return this.cut()
    },
  }
}
