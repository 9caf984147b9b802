import type { PublicAuthConfig } from '../../shared/public-config'
import type * as FirebaseClientModule from './firebase-client'

type FirebaseClient = typeof FirebaseClientModule
type AvailableAuth = Extract<PublicAuthConfig, { available: true }>

let client: Promise<FirebaseClient> | undefined

/** Loads and starts the Firebase SDK once, on the first page or action that needs it. */
export function loadFirebase(config: AvailableAuth): Promise<FirebaseClient> {
  client ??= import('./firebase-client').then((m) => {
    m.startFirebase(config)
    return m
  })
  return client
}

/** The signed-in user's ID token for our own API, or null; never loads Firebase just to say "nobody". */
export async function currentIdToken(): Promise<string | null> {
  if (!client) return null
  return (await client).idToken()
}
