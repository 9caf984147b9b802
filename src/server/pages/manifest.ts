import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'

interface ViteChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

const ENTRY = 'src/client/entry-client.tsx'

/**
 * Turns Vite's build manifest into the router's: the root route carries the entry script, its CSS and
 * the chunks it imports statically (as modulepreload), so the browser fetches them in parallel.
 * Without a build (unit tests), pages still render as complete HTML, just without scripts.
 */
export function loadRouterManifest(distDir: string): ServerManifest {
  const file = resolve(distDir, 'client/.vite/manifest.json')
  if (!existsSync(file)) return { routes: { __root__: {} } }
  const vite = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteChunk>
  const entry = vite[ENTRY]
  if (!entry) throw new Error(`${file} has no entry for ${ENTRY}`)

  const preloads = new Set<string>()
  const css = new Set<string>(entry.css ?? [])
  const visit = (key: string) => {
    const chunk = vite[key]
    if (!chunk || preloads.has(`/${chunk.file}`)) return
    preloads.add(`/${chunk.file}`)
    chunk.css?.forEach((c) => css.add(c))
    chunk.imports?.forEach(visit)
  }
  entry.imports?.forEach(visit)

  return {
    routes: {
      __root__: {
        preloads: [...preloads],
        css: [...css].map((c) => `/${c}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
      },
    },
  }
}
