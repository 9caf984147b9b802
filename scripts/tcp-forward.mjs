// A TCP forwarder to a port on 127.0.0.1. Local mode uses it for http://[::1]: the site and the Auth emulator
// listen on 127.0.0.1 (the emulator binds one address only), so ::1 on the same port is forwarded there, and a
// page at [::1] reaches both under its own name, as it must (a browser refuses storage to the emulator's frame
// from any other site). The browser tests use it to reach the site at other addresses of this machine.
import { connect, createServer } from 'node:net'

/**
 * Listens on `host`:`port` (0: any free port) and forwards each connection to 127.0.0.1:`to`. Resolves to the
 * port it listens on and a closer, or null where `host` cannot be listened on (no IPv6 loopback, a port taken).
 */
export async function forwardTcp({ host, port = 0, to }) {
  const open = new Set()
  const server = createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    const target = connect({ host: '127.0.0.1', port: to })
    socket.pipe(target).pipe(socket)
    socket.on('error', () => target.destroy())
    target.on('error', () => socket.destroy())
  })
  const listening = await new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen({ host, port, ipv6Only: host.includes(':') }, () => resolve(true))
  })
  if (!listening) return null
  server.unref()
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Browsers' keep-alive connections would hold it open.
        for (const socket of open) socket.destroy()
      }),
  }
}

/** [::1]:port to 127.0.0.1:port, or null where this machine has no IPv6 loopback. */
export function forwardIpv6Loopback(port) {
  return forwardTcp({ host: '::1', port, to: port })
}
