import { useState } from 'react'
import { ROLE_LABELS } from '../../../../shared/permissions'
import { notify } from '../../../lib/notify'
import { Badge } from '../../ui/badge'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { formatWhen } from '../admin-format'
import { refusalMessage } from '../refusal'
import { useSetRole } from './use-set-role'

/** Roles waiting for an e-mail's first verified sign-in, each of which can be withdrawn. */
export function InviteList() {
  const invites = adminTrpc.admin.users.invites.useQuery()
  const [refusal, setRefusal] = useState<string | null>(null)
  const withdraw = useSetRole({
    onSuccess: (_, input) => notify({ title: 'Invitation withdrawn', description: input.email }),
    onError: (err) => setRefusal(refusalMessage(err)),
  })

  return (
    <QueryState query={invites} loading="Loading invitations…">
      {(list) =>
        list.length === 0 ? (
          <p className="text-sm text-slate-600">No invitations waiting.</p>
        ) : (
          <div className="space-y-2">
            <ul
              className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200"
              aria-label="Invitations"
            >
              {list.map((invite) => (
                <li key={invite.email} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                  <span className="min-w-48 flex-1">
                    <span className="block truncate font-semibold text-slate-900">{invite.email}</span>
                    <span className="block text-slate-600">
                      Invited <time dateTime={invite.since}>{formatWhen(invite.since)}</time>, not signed in yet
                    </span>
                  </span>
                  <Badge tone="accent">{ROLE_LABELS[invite.role]}</Badge>
                  <button
                    type="button"
                    disabled={withdraw.isPending}
                    aria-label={`Withdraw the invitation of ${invite.email}`}
                    onClick={() => {
                      setRefusal(null)
                      withdraw.mutate({ email: invite.email, role: null })
                    }}
                    className={buttonClass('outline', 'sm')}
                  >
                    Withdraw
                  </button>
                </li>
              ))}
            </ul>
            {refusal && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {refusal}
              </p>
            )}
          </div>
        )
      }
    </QueryState>
  )
}
