import type { SelectOption } from '../../ui/select'
import { adminTrpc } from '../admin-trpc'

/**
 * Every admin as a choice of owner (name, else e-mail), for the filter and the bulk bar. `enabled: false`
 * for a member who never picks another owner (a counsellor): none, and no request.
 */
export function useAdminOptions({ enabled = true }: { enabled?: boolean } = {}): SelectOption[] {
  const admins = adminTrpc.admin.users.list.useQuery(undefined, { staleTime: 60_000, enabled })
  if (!enabled) return []
  return (admins.data ?? []).map((a) => ({ value: a.uid, label: a.displayName ?? a.email ?? a.uid }))
}
