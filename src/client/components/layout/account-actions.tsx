import { lazy, Suspense } from 'react'
import { useAuth } from '../../auth/auth-provider'
import { buttonClass } from '../ui/button'
import { SiteLink } from '../ui/site-link'

// Only signed-in visitors need it, and they load the sign-in code anyway: it stays out of first loads.
const UserMenu = lazy(() => import('./user-menu'))

type Placement = 'header' | 'drawer'

/**
 * The account corner of the header and of the mobile drawer: Enroll Now for visitors, the user menu for a
 * signed-in person.
 */
export function AccountActions({ placement, onNavigate }: { placement: Placement; onNavigate?: () => void }) {
  const { status } = useAuth()
  if (status === 'signed-in') {
    return (
      <Suspense fallback={<span aria-hidden="true" className="inline-block h-8 w-8 rounded-full bg-slate-200" />}>
        <UserMenu placement={placement} onNavigate={onNavigate} />
      </Suspense>
    )
  }
  return (
    <SiteLink
      href="/enroll"
      onClick={onNavigate}
      // Hidden, space kept, while a returning signed-in visitor's session is restored (styles.css).
      className={`signed-out-only ${buttonClass('primary', placement === 'header' ? 'sm' : 'md', placement === 'drawer' ? 'w-full' : 'px-4')}`}
    >
      Enroll Now
    </SiteLink>
  )
}
