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

  /** The files a chunk needs before it can run: itself and its static imports, recursively. */
  const closure = (keys: string[], into = new Set<string>()) => {
    const visit = (key: string) => {
      const chunk = vite[key]
      if (!chunk || into.has(key)) return
      into.add(key)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return into
  }
  const rootKeys = closure(entry.imports ?? [])
  const files = (keys: Iterable<string>) => [...keys].map((k) => `/${vite[k].file}`)
  const css = new Set<string>(entry.css ?? [])
  for (const k of rootKeys) vite[k].css?.forEach((c) => css.add(c))

  const routes: ServerManifest['routes'] = {
    __root__: {
      preloads: files(rootKeys),
      css: [...css].map((c) => `/${c}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
    },
  }
  // Each route's own component chunk and what it imports are preloaded with the page, so hydration
  // does not wait on a chain of discoveries (entry, then route chunk, then its imports).
  for (const key of Object.keys(vite)) {
    const routeId = routeIdOf(key)
    if (!routeId) continue
    const own = [...closure([key])].filter((k) => !rootKeys.has(k) && k !== ENTRY)
    routes[routeId] = { preloads: files(own) }
  }
  return { routes }
}

/** 'src/client/routes/courses/index.tsx?tsr-split=component' -> '/courses/' (TanStack's route id). */
export function routeIdOf(manifestKey: string): string | undefined {
  const m = /^src\/client\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(manifestKey)
  if (!m) return undefined
  const path = m[1].replace(/(^|\/)index$/, '$1')
  return `/${path}`
}
