import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AuthHandle, AuthState } from '../../auth/auth-provider'
import { notify } from '../../lib/notify'
import { ACCESS_MESSAGES } from '../../../shared/access-messages'
import { ROLE_LABELS, homeOf } from '../../../shared/permissions'
import { ADMIN_PAGES, adminPageOf } from './admin-pages'
import { withoutTrailingSlashes } from '../../../shared/paths'

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
 * of its pages loads: nobody signed in goes to /login (and back here after), a non-member to the home page,
 * each with its toast. A member goes to their role's home from /admin itself, and from a page their role
 * can't use, told why, instead of a page whose every call the server would refuse. Loaded with the back
 * office, not with the public pages. A preload (a link hovered) says nothing: no one asked to go there yet.
 */
export async function requireAdmin(handle: AuthHandle, location: ParsedLocation, preload = false): Promise<void> {
  const auth = await settled(handle)
  if (auth.status !== 'signed-in') {
    if (!preload) notify({ ...ACCESS_MESSAGES.signInRequired, variant: 'destructive' })
    throw redirect({ to: '/login', search: { redirect: location.pathname + location.searchStr }, replace: true })
  }
  if (!auth.isAdmin || !auth.role) {
    if (!preload) notify({ ...ACCESS_MESSAGES.notAdmin, variant: 'destructive' })
    throw redirect({ to: '/', replace: true })
  }
  const home = homeOf(auth.role)
  if (withoutTrailingSlashes(location.pathname) === '/admin') throw redirect({ to: home, replace: true })
  const page = adminPageOf(location.pathname)
  // A path of no page is the not-found page's to answer.
  if (!page || auth.permissions.includes(page.permission)) return
  if (!preload) {
    const homeLabel = ADMIN_PAGES.find((p) => p.to === home)?.label ?? 'your home page'
    notify({
      title: 'Not available to your role',
      description: `Your role (${ROLE_LABELS[auth.role]}) does not include ${page.label}. Here is ${homeLabel} instead.`,
      variant: 'destructive',
    })
  }
  throw redirect({ to: home, replace: true })
}
