import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import type { ChunkingContext } from 'rolldown'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const ROUTER_ENTRY = 'src/client/entry-client.tsx'
const ISLANDS_ENTRY = 'src/client/entry-islands.tsx'

/** The modules an entry imports, directly or not; with `dynamic`, also those it may load later. */
function closure(entry: string, ctx: ChunkingContext, dynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const root = ctx.getModuleInfo(resolve(entry))
  const stack = root ? [root.id] : []
  while (stack.length) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    stack.push(...(info?.importedIds ?? []), ...((dynamic && info?.dynamicallyImportedIds) || []))
  }
  return seen
}

// One client build per process (scripts/build.mjs), so the closures are worked out once.
let closures: { router: Set<string>; islands: Set<string> } | undefined
/**
 * Which chunk a module the router's entry loads at once goes in: 'shared' when an island page may load it too
 * (React, the sign-in state, the chrome's islands), else 'app' (the router, the routes); null leaves a module
 * only the island entry loads in that entry.
 */
function byEntry(id: string, ctx: ChunkingContext): string | null {
  closures ??= { router: closure(ROUTER_ENTRY, ctx, false), islands: closure(ISLANDS_ENTRY, ctx, true) }
  if (!closures.router.has(id)) return null
  return closures.islands.has(id) ? 'shared' : 'app'
}

// One config serves the client build (dist/client) and the server build (`vite build --ssr`, dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
    tailwindcss(),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: {
            main: 'src/server/main.ts',
            migrate: 'src/server/migrate.ts',
            admin: 'src/server/admin-cli.ts',
            privacy: 'src/server/privacy-cli.ts',
            seed: 'src/server/seed/seed-cli.ts',
            'import-thread': 'src/server/imports/import-thread.ts',
            'bench-admin': 'bench/admin.ts',
            'bench-log-scrub': 'bench/log-scrub.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        target: 'es2022',
        // No <link rel=modulepreload> inserted for a lazy chunk's imports: on the home page that was one
        // 11 ms task of DOM insertions after the first paint (decision 0009); the browser finds the imports
        // itself when the chunk arrives.
        modulePreload: false,
        emptyOutDir: true,
        rollupOptions: {
          // The router's entry, and the island pages' (decision 0030).
          input: [ROUTER_ENTRY, ISLANDS_ENTRY],
          output: {
            codeSplitting: {
              // Everything the entry loads statically goes in one chunk. Left to itself, the bundler carves
              // modules the back office's lazy chunks share with the entry into a dozen small chunks, and the
              // public pages pay a request for each (decision 0004).
              // Split by the entries that load them (decision 0030): what both load (React, the sign-in state)
              // is one chunk, what only the router's entry loads (the router, the routes) another, and what
              // only the island entry loads stays in it.
              groups: [
                { name: byEntry, debugName: 'by-entry', tags: ['$initial'], includeDependenciesRecursively: false },
              ],
              // A small module that several pages' chunks share (an icon, a card, a form field) is copied into
              // each of them instead of making a chunk of its own: the home page loaded 30 files, each costing
              // about 450 bytes of headers and a round trip, and now loads 7 (decision 0014). This turns on
              // strict execution order, whose module wrappers cost about 2.5 KB of the entry.
              experimentalInlineCommonChunks: { maxSize: 8192, exclude: /node_modules\/(?!lucide-react\/)/ },
            },
          },
        },
      },
}))
