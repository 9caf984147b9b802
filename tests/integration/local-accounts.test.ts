import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { emulatorSignIn, localAccountsDir, startAuthEmulator, type AuthEmulator } from '../helpers/firebase-emulator'

// Local mode keeps the emulator's accounts beside the embedded database (`npm start` passes
// localAccountsDir(DATA_DIR)): stopping and starting again must not give a person a new uid, or the admins'
// list would show them twice.
describe('local accounts across a restart', () => {
  let dataDir: string
  let running: AuthEmulator | undefined
  afterAll(async () => {
    await running?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('signs the same person in again with the same uid', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'local-accounts-'))
    const accountsDir = localAccountsDir(dataDir)
    expect(accountsDir).toBe(join(dataDir, 'auth-emulator'))
    const admin = { email: 'admin@example.com', displayName: 'Local Admin' }

    running = await startAuthEmulator({ projectId: 'demo-local-accounts', accountsDir })
    const first = await emulatorSignIn(running.host, admin)
    // Enough others that importing them takes a while: the emulator answers before its import is done, and
    // a sign-in in between would make a new account (startAuthEmulator waits for the import).
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          emulatorSignIn(running!.host, { email: `student${batch * 30 + i}@example.in`, displayName: 'Student' }),
        ),
      )
    }
    await running.stop()

    running = await startAuthEmulator({ projectId: 'demo-local-accounts', accountsDir })
    const again = await emulatorSignIn(running.host, admin)
    expect(again.uid, `the restarted emulator's output:\n${running.output()}`).toBe(first.uid)
    // Someone new still gets an account of their own.
    expect((await emulatorSignIn(running.host, { email: 'new@example.com', displayName: 'New' })).uid).not.toBe(
      first.uid,
    )
  })

  it('keeps nothing for an in-memory database', () => {
    expect(localAccountsDir('memory://')).toBeUndefined()
  })
})
