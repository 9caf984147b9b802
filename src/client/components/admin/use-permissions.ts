import { useAuth } from '../../auth/auth-provider'
import type { Permission, Role } from '../../../shared/permissions'

/**
 * What the signed-in member's role permits, as the server answered it (auth.checkAdmin): the back office
 * shows each role only what it can use. The server enforces the same table whatever the page shows.
 */
export function usePermissions(): { role: Role | null; can: (permission: Permission) => boolean } {
  const { role, permissions } = useAuth()
  return { role, can: (permission) => permissions.includes(permission) }
}
