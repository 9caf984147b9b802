import { useAuth } from '../../../auth/auth-provider'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { MemberRow } from './member-row'

/** Everyone who can open the back office, with their role. */
export function MemberList() {
  const { user } = useAuth()
  const members = adminTrpc.admin.users.list.useQuery()
  return (
    <QueryState query={members} loading="Loading the team…">
      {(list) => (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Members">
          {list.map((m) => (
            <MemberRow key={m.uid} member={m} self={m.uid === user?.uid} />
          ))}
        </ul>
      )}
    </QueryState>
  )
}
