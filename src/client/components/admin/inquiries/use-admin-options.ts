import type { SelectOption } from '../../ui/select'
import { adminTrpc } from '../admin-trpc'

/** Every admin as a choice of owner (name, else e-mail), for the filter and the bulk bar. */
export function useAdminOptions(): SelectOption[] {
  const admins = adminTrpc.admin.users.list.useQuery(undefined, { staleTime: 60_000 })
  return (admins.data ?? []).map((a) => ({ value: a.uid, label: a.displayName ?? a.email ?? a.uid }))
}
