import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// Headers that no longer describe the body once the proxy has decompressed and re-sent it.
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'etag'])

/**
 * A proxy in front of the site that sends one page's HTML in two parts, `pauseMs` apart, cut just before
 * `marker`: what a slow connection does to a page. Everything else passes through whole. The browser
 * paints what it has while it waits, so a layout that moves once the rest arrives shows as a layout shift.
 */
export async function splitPageProxy(
  target: string,
  page: { path: string; marker: string; pauseMs: number },
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', target), { headers: { 'accept-encoding': 'identity' } })
      const body = Buffer.from(await upstream.arrayBuffer())
      res.writeHead(upstream.status, [...upstream.headers].filter(([name]) => !DROPPED.has(name)).flat())
      const cut = req.url === page.path ? body.indexOf(page.marker) : -1
      if (cut < 0) return res.end(body)
      res.write(body.subarray(0, cut))
      setTimeout(() => res.end(body.subarray(cut)), page.pauseMs)
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    // The page may still be fetching images through the proxy (on a fresh server they may take long to
    // render); closing waits for no one.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
