import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { FirebaseConfig } from '../config'
import type { Identity } from './identity'

/** Checks Firebase ID tokens; `null` for a token that proves nothing (bad, expired, revoked, user gone). */
export interface TokenVerifier {
  verify(idToken: string): Promise<Identity | null>
  close(): Promise<void>
}

/** The provider could not be asked (network, emulator down): not the caller's fault, so not a 401. */
export class AuthUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The sign-in service is unavailable', { cause })
    this.name = 'AuthUnavailableError'
  }
}

// What a token can be rejected for; every other failure means the check itself could not run.
const REJECTED = new Set(
  [
    'id-token-expired',
    'id-token-revoked',
    'invalid-id-token',
    'argument-error',
    'invalid-argument',
    'user-not-found',
    'user-disabled',
    'project-not-found',
  ].map((c) => `auth/${c}`),
)

let appCounter = 0

export function createTokenVerifier(firebase: FirebaseConfig | null): TokenVerifier {
  if (!firebase) return { verify: async () => null, close: async () => {} }
  // firebase-admin reads the emulator's address from the environment on every call; the config has
  // already refused it for anything but a demo- project, whose tokens are unsigned by design.
  if (firebase.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.emulatorHost
  const app: App = initializeApp({ projectId: firebase.projectId }, `skillforge-${++appCounter}`)
  const auth = getAuth(app)
  return {
    async verify(idToken) {
      try {
        // checkRevoked: a signed-out-everywhere, disabled or deleted account stops working at once.
        const t = await auth.verifyIdToken(idToken, true)
        return {
          uid: t.uid,
          email: t.email ?? null,
          emailVerified: t.email_verified === true,
          name: typeof t.name === 'string' ? t.name : null,
          picture: t.picture ?? null,
          phoneNumber: t.phone_number ?? null,
        }
      } catch (err) {
        const code = (err as { code?: unknown }).code
        if (typeof code === 'string' && REJECTED.has(code)) return null
        throw new AuthUnavailableError(err)
      }
    },
    close: () => deleteApp(app),
  }
}
