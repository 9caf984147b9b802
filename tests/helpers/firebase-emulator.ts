// @ts-expect-error -- plain JavaScript shared with `npm start` and the CLI; its exports are typed below
import * as emulatorScript from '../../scripts/firebase-emulator.mjs'

export interface StartAuthEmulatorOptions {
  /** A demo- project id: the emulator then needs no credentials. Default `DEFAULT_PROJECT_ID`. */
  projectId?: string
  /** 0 or unset: a free port. */
  port?: number
  host?: string
  /** The Emulator Hub's port, which firebase always opens; unset: a free port. */
  hubPort?: number
  /** Receives the install notice and the emulator's output, line by line; without it nothing is printed. */
  log?: (line: string) => void
  /** Where the accounts are imported from at start and exported to at stop; unset: forgotten at stop. */
  accountsDir?: string
}

export interface AuthEmulator {
  /** 127.0.0.1:PORT, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string
  /** http://127.0.0.1:PORT, for the web SDK's connectAuthEmulator. */
  url: string
  projectId: string
  hubPort: number
  /** Settles with how the emulator stopped (`exit code 1`, `SIGKILL`). */
  exited: Promise<string>
  /** Its last lines of output. */
  output(): string
  /** Stops the emulator and the processes it started; safe to call twice. */
  stop(): Promise<void>
}

const script = emulatorScript as {
  DEFAULT_PROJECT_ID: string
  startAuthEmulator(options?: StartAuthEmulatorOptions): Promise<AuthEmulator>
  ensureEmulatorInstalled(options?: { log?: (line: string) => void }): Promise<void>
  localAccountsDir(dataDir?: string): string | undefined
}

export const { DEFAULT_PROJECT_ID, startAuthEmulator, ensureEmulatorInstalled, localAccountsDir } = script

export interface EmulatorUser {
  uid: string
  idToken: string
  refreshToken: string
}

export interface GoogleAccount {
  email: string
  displayName?: string
  emailVerified?: boolean
  photoUrl?: string
  /** Google's id for the account; by default derived from the e-mail (any case), so that one e-mail is one account. */
  sub?: string
}

async function callEmulator(host: string, method: string, path: string, body?: unknown, asOwner = false) {
  const response = await fetch(`http://${host}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      // The emulator's stand-in for an admin's credentials (what firebase-admin sends it).
      ...(asOwner ? { authorization: 'Bearer owner' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`Auth emulator: ${method} ${path} answered ${response.status}: ${text}`)
  return (text ? JSON.parse(text) : {}) as Record<string, any>
}

/**
 * Signs in through the emulator's fake Google provider, as the popup would, creating the account the first
 * time; no browser involved.
 */
export async function emulatorSignIn(
  host: string,
  { email, displayName, emailVerified = true, photoUrl, sub = `google-${email.toLowerCase()}` }: GoogleAccount,
): Promise<EmulatorUser> {
  const claims = { sub, email, email_verified: emailVerified, name: displayName, picture: photoUrl }
  const result = await callEmulator(host, 'POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=any', {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  })
  if (!result.idToken) throw new Error(`Auth emulator: no ID token for ${email}: ${JSON.stringify(result)}`)
  return { uid: result.localId, idToken: result.idToken, refreshToken: result.refreshToken }
}

/** An e-mail and password account: its e-mail stays unverified, unlike a Google account's. */
export async function emulatorSignUpWithPassword(
  host: string,
  { email, password }: { email: string; password: string },
): Promise<EmulatorUser> {
  const result = await callEmulator(host, 'POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any', {
    email,
    password,
    returnSecureToken: true,
  })
  return { uid: result.localId, idToken: result.idToken, refreshToken: result.refreshToken }
}

/** An operator's change to one account, made with the emulator's stand-in for admin credentials. */
async function changeAccount(host: string, projectId: string, action: 'delete' | 'update', body: object) {
  const path = `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:${action}`
  await callEmulator(host, 'POST', path, body, true)
}

export async function emulatorDeleteUser(host: string, projectId: string, uid: string) {
  await changeAccount(host, projectId, 'delete', { localId: uid })
}

/** Disables (or enables again) an account: its ID tokens then fail a check that looks for revocation. */
export async function emulatorDisableUser(host: string, projectId: string, uid: string, disabled = true) {
  await changeAccount(host, projectId, 'update', { localId: uid, disableUser: disabled })
}

/** Deletes every account in the project. */
export async function emulatorClear(host: string, projectId: string) {
  await callEmulator(host, 'DELETE', `/emulator/v1/projects/${projectId}/accounts`)
}
