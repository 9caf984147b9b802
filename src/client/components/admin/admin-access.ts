import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AuthHandle, AuthState } from '../../auth/auth-provider'
import { notify } from '../../lib/notify'
import { ACCESS_MESSAGES } from '../../../shared/access-messages'

// Until the auth provider is in the page (it is, but for a navigation that races its first effects).
const NOT_YET_MS = 20

/**
 * The sign-in state once it has settled and, for a signed-in visitor, the admin check has answered; starts
 * loading sign-in if nothing has yet.
 */
function settled(handle: AuthHandle): Promise<AuthState> {
  return new Promise((resolve) => {
    const { store } = handle
    if (!store) {
      setTimeout(() => resolve(settled(handle)), NOT_YET_MS)
      return
    }
    const check = () => {
      const state = store.get()
      state.resolve()
      if (state.status === 'loading' || state.checkingAdmin) return false
      resolve(state)
      return true
    }
    if (check()) return
    const stop = store.subscribe(() => {
      if (check()) stop()
    })
  })
}

/**
 * The back office's one guard (docs/product.md §4), run by the /admin layout route's beforeLoad before any
 * of its pages loads: nobody signed in goes to /login (and back here after), a non-admin to the home page,
 * each with its toast. Loaded with the back office, not with the public pages.
 */
export async function requireAdmin(handle: AuthHandle, location: ParsedLocation): Promise<void> {
  const auth = await settled(handle)
  if (auth.status !== 'signed-in') {
    notify({ ...ACCESS_MESSAGES.signInRequired, variant: 'destructive' })
    throw redirect({ to: '/login', search: { redirect: location.pathname + location.searchStr }, replace: true })
  }
  if (!auth.isAdmin) {
    notify({ ...ACCESS_MESSAGES.notAdmin, variant: 'destructive' })
    throw redirect({ to: '/', replace: true })
  }
}
