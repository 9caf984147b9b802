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
    testTimeout: 30_000,
    // Opening a database (PGlite, or a fresh one on TEST_DATABASE_URL) can take seconds on a busy machine.
    hookTimeout: 60_000,
  },
})
