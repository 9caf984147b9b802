import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Permission, Role } from '../../shared/permissions'
import type { PublicAuthConfig } from '../../shared/public-config'
import type { CurrentUser } from './firebase-client'
import { readHint, writeHint } from './auth-hint'
import { loadFirebase } from './session'
import { loadTrpc } from '../lib/load-trpc'

export type { CurrentUser }

/**
 * docs/product.md §4: auth is loading, then a user or none; admin is false until checked, rechecked when
 * the user changes and reset on sign-out.
 */
export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out'
  user: CurrentUser | null
  /** May open the back office: any role. */
  isAdmin: boolean
  /** The back-office role, and what it permits (src/shared/permissions.ts); null and none outside the team. */
  role: Role | null
  permissions: readonly Permission[]
  /** True while the admin check for the current user runs. */
  checkingAdmin: boolean
  /** Why sign-in can't work here (not configured, emulator down), or null. */
  unavailableReason: string | null
  /** Loads Firebase if it isn't yet, so that `status` settles (admin pages, /login, /firebase-test). */
  resolve: () => void
  signIn: () => Promise<CurrentUser>
  signOut: () => Promise<void>
}

/**
 * What the context carries: a holder of the current state that never changes itself. A new context value
 * would force every section still waiting to hydrate below the provider to hydrate at once (decision 0004),
 * and a section that hydrates only when it nears the viewport (decision 0014) would hold that update back
 * until then; a store reaches only the components that read it, once they are hydrated.
 */
export interface AuthStore {
  get: () => AuthState
  /** The state the server rendered with: what a component hydrating later must start from. */
  first: AuthState
  set: (next: AuthState) => void
  subscribe: (listener: () => void) => () => void
}

function createAuthStore(first: AuthState): AuthStore {
  let current = first
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    first,
    set: (next) => {
      if (next === current) return
      current = next
      listeners.forEach((listener) => listener())
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * Where the router finds the sign-in state (its context's `auth`), for a route's beforeLoad that must wait on
 * it (the back office's guard); AuthProvider puts its store here once it is in the page.
 */
export interface AuthHandle {
  store?: AuthStore
}

const AuthContext = createContext<AuthStore | null>(null)

/** The store of the page's one AuthProvider, given again to an island's root (decision 0030). */
export const AuthStoreProvider = AuthContext.Provider

/** The store of the AuthProvider above, for an island that passes it on to its own root. */
export const useAuthStore = (): AuthStore | null => useContext(AuthContext)

export function useAuth(): AuthState {
  const store = useContext(AuthContext)
  if (!store) throw new Error('useAuth outside AuthProvider')
  return useSyncExternalStore(store.subscribe, store.get, () => store.first)
}

interface AdminCheck {
  isAdmin: boolean
  role: Role | null
  permissions: readonly Permission[]
}
const NOT_ADMIN: AdminCheck = { isAdmin: false, role: null, permissions: [] }

/** Syncs the user to the server, then asks whether they are an admin, and as what; any failure means "not admin". */
async function syncAndCheckAdmin(): Promise<AdminCheck> {
  const trpc = await loadTrpc()
  // docs/product.md §8: a failed sync is logged only.
  await trpc.users.sync.mutate().catch((err: unknown) => console.error('User sync failed', err))
  try {
    return await trpc.auth.checkAdmin.query()
  } catch (err) {
    console.error('Admin check failed', err)
    return NOT_ADMIN
  }
}

/** The admin check's state when nobody is signed in. */
const SIGNED_OUT_ADMIN = { uid: null as string | null, ...NOT_ADMIN, checking: false }

export function AuthProvider({
  config,
  handle,
  children,
}: {
  config: PublicAuthConfig
  /** The router's way to the state, for routes that wait on it before they load (the back office). */
  handle: AuthHandle
  children: ReactNode
}) {
  // The server renders the signed-out loading state; the browser settles it after hydration.
  const [status, setStatus] = useState<AuthState['status']>('loading')
  const [user, setUser] = useState<CurrentUser | null>(null)
  const [admin, setAdmin] = useState(SIGNED_OUT_ADMIN)
  const started = useRef(false)
  const available = config.available ? config : null

  // Every way the user changes (restored, signed in, signed out) goes through here.
  const applyUser = useCallback((next: CurrentUser | null) => {
    writeHint(!!next)
    setUser(next)
    setStatus(next ? 'signed-in' : 'signed-out')
  }, [])

  const resolve = useCallback(() => {
    if (started.current) return
    started.current = true
    if (!available) {
      setStatus('signed-out')
      return
    }
    void loadFirebase(available).then(
      (firebase) => firebase.watchUser(applyUser),
      (err: unknown) => {
        console.error('Sign-in could not load', err)
        setStatus('signed-out')
      },
    )
  }, [available, applyUser])

  // Someone was signed in here before: restore them. Nobody was: settle at once, without the SDK.
  // As a transition: the new context value reaches every part of the page React has not hydrated yet
  // (HydrateLater), and a transition hydrates them in short slices instead of one long blocking task.
  useEffect(() => {
    if (readHint()) resolve()
    else if (!started.current) startTransition(() => setStatus('signed-out'))
  }, [resolve])

  // The admin check runs for each new user and resets on sign-out.
  const uid = user?.uid ?? null
  useEffect(() => {
    if (!uid) {
      // The same object as the initial state, so nothing changes during hydration (see the transition above).
      setAdmin(SIGNED_OUT_ADMIN)
      return
    }
    let current = true
    setAdmin({ uid, ...NOT_ADMIN, checking: true })
    void syncAndCheckAdmin().then((check) => {
      if (current) setAdmin({ uid, ...check, checking: false })
    })
    return () => {
      current = false
    }
  }, [uid])

  const signIn = useCallback(async () => {
    if (!available) throw new Error(config.available ? '' : config.reason)
    resolve()
    const signedIn = await (await loadFirebase(available)).signInWithGoogle()
    // Settled now rather than when the watcher hears of it, so the page can move on at once.
    applyUser(signedIn)
    return signedIn
  }, [available, config, resolve, applyUser])

  const signOut = useCallback(async () => {
    if (!available) return
    await (await loadFirebase(available)).signOut()
    applyUser(null)
  }, [available, applyUser])

  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      isAdmin: admin.uid === uid && admin.isAdmin,
      role: admin.uid === uid ? admin.role : null,
      permissions: admin.uid === uid ? admin.permissions : NOT_ADMIN.permissions,
      checkingAdmin: !!uid && (admin.uid !== uid || admin.checking),
      unavailableReason: config.available ? null : config.reason,
      resolve,
      signIn,
      signOut,
    }),
    [status, user, uid, admin, config, resolve, signIn, signOut],
  )
  const [store] = useState(() => createAuthStore(value))
  useLayoutEffect(() => store.set(value), [store, value])
  useLayoutEffect(() => {
    handle.store = store
  }, [handle, store])
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>
}
