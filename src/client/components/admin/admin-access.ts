import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AuthGate } from '../../auth/auth-gate'
import type { AuthState } from '../../auth/auth-provider'
import { notify } from '../../lib/notify'
import { ACCESS_MESSAGES } from '../../../shared/access-messages'

/**
 * The back office's one guard (docs/product.md §4), run by the /admin layout route's beforeLoad before any
 * of its pages loads: nobody signed in goes to /login (and back here after), a non-admin to the home page,
 * each with its toast. Loaded with the back office, not with the public pages.
 */
export async function requireAdmin(gate: AuthGate<AuthState>, location: ParsedLocation): Promise<void> {
  const auth = await gate.settled()
  if (auth.status !== 'signed-in') {
    notify({ ...ACCESS_MESSAGES.signInRequired, variant: 'destructive' })
    throw redirect({ to: '/login', search: { redirect: location.pathname + location.searchStr }, replace: true })
  }
  if (!auth.isAdmin) {
    notify({ ...ACCESS_MESSAGES.notAdmin, variant: 'destructive' })
    throw redirect({ to: '/', replace: true })
  }
}
