import type { TestProject } from 'vitest/node'
import { startAuthEmulator } from './firebase-emulator'

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator this test run started. */
    authEmulatorHost: string
  }
}

type Emulator = Awaited<ReturnType<typeof startAuthEmulator>>
/** The run's emulator and how many projects use it (vitest.config.ts has two, each calling this setup). */
const shared = globalThis as typeof globalThis & { authEmulator?: { started: Promise<Emulator>; users: number } }

/** One real Firebase Auth emulator for the whole run; every test file that signs people in shares it. */
export default async function setup(project: TestProject) {
  shared.authEmulator ??= { started: startAuthEmulator({ projectId: 'demo-skillforge-test' }), users: 0 }
  const run = shared.authEmulator
  run.users++
  const emulator = await run.started
  project.provide('authEmulatorHost', emulator.host)
  return async () => {
    if (--run.users > 0) return
    shared.authEmulator = undefined
    await emulator.stop()
  }
}
