import net from 'node:net'

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to stand for the database going
 * away (a crash, a network partition) and coming back, without touching the real server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host)
        sockets.add(client).add(upstream)
        client.pipe(upstream).pipe(client)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
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
      for (const s of sockets) s.destroy()
      sockets.clear()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    },
    restore: listen,
    close() {
      return this.cut()
    },
  }
}
