import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { PageScripts } from '../../client/entry-server'
import { entryLoader } from './entry-loader'

interface ViteChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

const ENTRY = 'src/client/entry-client.tsx'
const ISLANDS_ENTRY = 'src/client/entry-islands.tsx'

/**
 * Turns Vite's build manifest into the router's and the island entry's loader (decision 0030): the root
 * route carries the entry's loader (an inline script that starts the entry after the first paint, decision
 * 0009) and the CSS of everything the entry imports statically. Without a build (unit tests), pages still render as complete HTML, just without
 * scripts.
 *
 * No modulepreload links: measured with Lighthouse (mobile, simulated), preloading the entry's imports
 * and each route's chunks from <head> moved the home page's largest paint from about 1.9 s to 2.9 s,
 * because every request started before the first paint is counted against it. The page is complete
 * HTML; its scripts only hydrate it, and they arrive after the content is on screen.
 */
export function loadPageScripts(distDir: string): PageScripts {
  const file = resolve(distDir, 'client/.vite/manifest.json')
  if (!existsSync(file)) return { manifest: { routes: { __root__: {} } } }
  const vite = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`${file} has no entry for ${ENTRY}`)
  const islandsEntry = vite[ISLANDS_ENTRY]
  if (!islandsEntry) throw new Error(`${file} has no entry for ${ISLANDS_ENTRY}`)

  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = vite[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    chunk.css?.forEach((c) => css.add(c))
    chunk.imports?.forEach(visit)
  }
  visit(ENTRY)

  return {
    manifest: {
      routes: {
        __root__: {
          css: [...css].map((c) => `/${c}`),
          scripts: [{ children: entryLoader(`/${entry.file}`) }],
        },
      },
    },
    islandsEntryLoader: entryLoader(`/${islandsEntry.file}`, { holdPresses: true }),
  }
}
