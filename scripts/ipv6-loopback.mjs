// Local mode at http://[::1]: the site and the Auth emulator listen on 127.0.0.1 (the emulator binds one
// address only), so ::1 on the same port is forwarded there. A page at [::1] then reaches both under its own
// name, as it must: a browser refuses storage to the emulator's frame from any other site.
import { connect, createServer } from 'node:net'

/**
 * Forwards [::1]:port to 127.0.0.1:port. Resolves to a closer, or null where ::1 cannot be listened on (no IPv6
 * loopback, or the port taken there): sign-in then works at localhost and 127.0.0.1 only.
 */
export async function forwardIpv6Loopback(port) {
  const open = new Set()
  const server = createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    const target = connect({ host: '127.0.0.1', port })
    socket.pipe(target).pipe(socket)
    socket.on('error', () => target.destroy())
    target.on('error', () => socket.destroy())
  })
  const listening = await new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen({ host: '::1', port, ipv6Only: true }, () => resolve(true))
  })
  if (!listening) return null
  server.unref()
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Browsers' keep-alive connections would hold it open.
        for (const socket of open) socket.destroy()
      }),
  }
}
