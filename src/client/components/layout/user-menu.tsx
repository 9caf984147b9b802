import { useState } from 'react'
import { LayoutDashboard, LogOut } from 'lucide-react'
import { firstNameOf } from '../../../shared/format'
import { useAuth } from '../../auth/auth-provider'
import { Avatar } from '../ui/avatar'
import { buttonClass } from '../ui/button'
import { SiteLink } from '../ui/site-link'

/** A signed-in person's corner: avatar, first name, sign-out, and the Admin Dashboard link for admins. */
export default function UserMenu({
  placement,
  onNavigate,
}: {
  placement: 'header' | 'drawer'
  onNavigate?: () => void
}) {
  const { user, isAdmin, signOut } = useAuth()
  const [busy, setBusy] = useState(false)
  const drawer = placement === 'drawer'

  async function onSignOut() {
    setBusy(true)
    try {
      await signOut()
      onNavigate?.()
    } catch (err) {
      // docs/product.md §8: a failed sign-out is logged only.
      console.error('Sign-out failed', err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={drawer ? 'space-y-3' : 'flex items-center gap-2'}>
      {isAdmin && (
        // /admin sends each member on to their role's home, so this page needs to know nothing of roles.
        <SiteLink
          href="/admin"
          onClick={onNavigate}
          title="Admin Dashboard"
          className={buttonClass('secondary', drawer ? 'md' : 'sm', drawer ? 'w-full' : 'px-2.5')}
        >
          <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
          {/* The desktop header is tight: an icon there, the words for screen readers and wide screens. */}
          <span className={drawer ? '' : 'sr-only 2xl:not-sr-only'}>Admin Dashboard</span>
        </SiteLink>
      )}
      <div className={`flex items-center gap-2 ${drawer ? 'rounded-lg bg-slate-50 p-3' : ''}`}>
        <Avatar photoURL={user?.photoURL ?? null} displayName={user?.displayName ?? null} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="user-first-name">
            {firstNameOf(user?.displayName)}
          </span>
          {drawer && user?.email && <span className="block truncate text-xs text-slate-600">{user.email}</span>}
        </span>
        <button
          type="button"
          onClick={onSignOut}
          disabled={busy}
          title="Sign out"
          className={buttonClass('ghost', 'sm', drawer ? 'ml-auto' : 'px-2')}
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          <span className={drawer ? '' : 'sr-only'}>Sign out</span>
        </button>
      </div>
    </div>
  )
}
