import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { networkInterfaces } from 'node:os'

/**
 * The site under test at another address of this machine: a TCP forwarder on `host` (any free port) to the
 * server on 127.0.0.1. Resolves to null where `host` can't be listened on (no IPv6 loopback, say).
 */
export async function forwardToSite(
  host: string,
  sitePort: number,
): Promise<{ origin: string; close(): Promise<void> } | null> {
  const open = new Set<Socket>()
  const server = createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    const site = connect({ host: '127.0.0.1', port: sitePort })
    socket.pipe(site).pipe(socket)
    socket.on('error', () => site.destroy())
    site.on('error', () => socket.destroy())
  })
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen({ host, port: 0, ipv6Only: host.includes(':') }, () => resolve(true))
  })
  if (!listening) return null
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    // The browser's keep-alive connections would hold the forwarder open.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        for (const socket of open) socket.destroy()
      }),
  }
}

/** One of this machine's own IPv4 addresses that is not loopback (what a phone on the LAN would open), if any. */
export function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address
}
