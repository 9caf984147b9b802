import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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
          input: 'src/client/entry-client.tsx',
          output: {
            codeSplitting: {
              // Everything the entry loads statically goes in one chunk. Left to itself, the bundler carves
              // modules the back office's lazy chunks share with the entry into a dozen small chunks, and the
              // public pages pay a request for each (decision 0004).
              groups: [{ name: 'app', tags: ['$initial'] }],
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
