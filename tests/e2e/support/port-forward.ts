import { networkInterfaces } from 'node:os'
import { forwardTcp } from '../../../scripts/tcp-forward.mjs'

/**
 * The site under test at another address of this machine: a forwarder on `host` (any free port) to the server
 * on 127.0.0.1. Resolves to null where `host` can't be listened on (no IPv6 loopback, say).
 */
export async function forwardToSite(
  host: string,
  sitePort: number,
): Promise<{ origin: string; close(): Promise<void> } | null> {
  const forwarder = await forwardTcp({ host, to: sitePort })
  if (!forwarder) return null
  return { origin: `http://${host.includes(':') ? `[${host}]` : host}:${forwarder.port}`, close: forwarder.close }
}

/** One of this machine's own IPv4 addresses that is not loopback (what a phone on the LAN would open), if any. */
export function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address
}
