import { initializeApp } from 'firebase/app'
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth'
import type { PublicAuthConfig } from '../../shared/public-config'
import { emulatorUrlForPage } from '../../shared/local-sign-in'

/** The product's view of a signed-in person (docs/product.md §3): phoneNumber is '' when absent. */
export interface CurrentUser {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  phoneNumber: string
}

let auth: Auth | undefined

function requireAuth(): Auth {
  if (!auth) throw new Error('Firebase has not been started')
  return auth
}

/** Starts the SDK with the settings the server handed to the page (one build, every environment). */
export function startFirebase(config: Extract<PublicAuthConfig, { available: true }>): void {
  if (auth) return
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId })
  auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  })
  if (config.emulatorUrl) {
    // Null off this machine, where /login explains instead; the SDK still needs an emulator to start with.
    const url = emulatorUrlForPage(config.emulatorUrl, window.location.hostname) ?? config.emulatorUrl
    connectAuthEmulator(auth, url, { disableWarnings: true })
  }
}

function toCurrentUser(user: User): CurrentUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber ?? '',
  }
}

/** Calls back with the restored user (or null) once Firebase knows, then on every change. */
export function watchUser(callback: (user: CurrentUser | null) => void): () => void {
  return onAuthStateChanged(requireAuth(), (user) => callback(user ? toCurrentUser(user) : null))
}

/** Google's popup with the profile scope, asking which account every time (docs/product.md §7). */
export async function signInWithGoogle(): Promise<CurrentUser> {
  const provider = new GoogleAuthProvider()
  provider.addScope('profile')
  provider.setCustomParameters({ prompt: 'select_account' })
  const { user } = await signInWithPopup(requireAuth(), provider)
  return toCurrentUser(user)
}

export function signOut(): Promise<void> {
  return firebaseSignOut(requireAuth())
}

export async function idToken(): Promise<string | null> {
  return (await auth?.currentUser?.getIdToken()) ?? null
}
