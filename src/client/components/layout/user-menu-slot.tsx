import { Link } from '@tanstack/react-router'
import { buttonClass } from '../ui/button'

/**
 * The account corner of the header and of the mobile drawer. Signed out (the only state so far) it is
 * the Enroll Now call to action; when sign-in lands, a `UserMenu` (avatar, first name, sign-out and the
 * admin link) renders here for signed-in visitors instead, so neither the header nor the drawer changes.
 */
export function AccountActions({ placement, onNavigate }: { placement: 'header' | 'drawer'; onNavigate?: () => void }) {
  return (
    <Link
      to="/enroll"
      onClick={onNavigate}
      className={buttonClass(
        'primary',
        placement === 'header' ? 'sm' : 'md',
        placement === 'drawer' ? 'w-full' : 'px-4',
      )}
    >
      Enroll Now
    </Link>
  )
}
