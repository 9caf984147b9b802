import type { TestProject } from 'vitest/node'
import { startAuthEmulator } from './firebase-emulator'

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Firebase Auth emulator this test run started. */
    authEmulatorHost: string
  }
}

/** One real Firebase Auth emulator for the whole run; every test file that signs people in shares it. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: 'demo-skillforge-test' })
  project.provide('authEmulatorHost', emulator.host)
  return () => emulator.stop()
}
