import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/helpers/auth-emulator.setup.ts'],
    // Most files wait on PostgreSQL and the Auth emulator rather than compute: more files than cores at once
    // keep both cores busy (on two cores, 3 workers run the suite in half the time of vitest's default 1).
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 30_000,
    // Opening a database (PGlite, or a fresh one on TEST_DATABASE_URL) can take seconds on a busy machine.
    hookTimeout: 60_000,
  },
})
