import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

// Files that change what every later file in their worker would see (a module mocked with vi.mock, the
// process's time zone): each runs in a module graph of its own. The rest share their worker's modules, which
// spares each file loading the server's few hundred modules again (the suite in half the time on two cores);
// every test file still opens its own database and app.
const ISOLATED = ['tests/integration/page-cache.test.ts', 'tests/unit/admin-format.test.ts']

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/route-tree.gen.ts',
    }),
    react(),
  ],
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/auth-emulator.setup.ts'],
    // Most files wait on PostgreSQL and the Auth emulator rather than compute: more files than cores at once
    // keep both cores busy (on two cores, 3 workers run the suite in half the time of vitest's default 1).
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 30_000,
    // Opening a database (PGlite, or a fresh one on TEST_DATABASE_URL) can take seconds on a busy machine.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
})
