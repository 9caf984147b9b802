import { useState } from 'react'
import { useAuth } from '../../auth/auth-provider'
import { notify } from '../../lib/notify'
import { Avatar } from '../ui/avatar'
import { buttonClass } from '../ui/button'
import { adminTrpc } from './admin-trpc'
import { QueryState } from './query-state'
import { notifyRefused } from './refusal'

/** Everyone who can open the back office, each with a two-step Revoke. */
export function AdminList() {
  const { user } = useAuth()
  const utils = adminTrpc.useUtils()
  const admins = adminTrpc.admin.users.list.useQuery()
  const [confirming, setConfirming] = useState<string | null>(null)
  const revoke = adminTrpc.admin.users.revoke.useMutation({
    onSuccess: async () => {
      notify({ title: 'Admin access revoked' })
      await utils.admin.users.invalidate()
    },
    onError: (err) => notifyRefused('Not revoked', err),
    onSettled: () => setConfirming(null),
  })

  return (
    <QueryState query={admins} loading="Loading admins…">
      {(list) => (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Admins">
          {list.map((a) => (
            <li key={a.uid} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Avatar photoURL={a.photoURL} displayName={a.displayName} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">
                  {a.displayName ?? a.email ?? a.uid}
                  {a.uid === user?.uid && <span className="ml-2 text-xs font-medium text-slate-600">(you)</span>}
                </span>
                <span className="block truncate text-sm text-slate-600">{a.email}</span>
                {a.email && !a.emailVerified && (
                  <span className="mt-1 block text-xs text-amber-900">
                    E-mail not verified yet: no alerts, digests or reminders go to it until they sign in again.
                  </span>
                )}
                {a.sharesEmail && (
                  <span className="mt-1 block text-xs text-amber-900">
                    Another account signed in with this e-mail: two separate sign-ins, each with its own access.
                  </span>
                )}
              </span>
              {confirming === a.uid ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate({ uid: a.uid })}
                    className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
                  >
                    Confirm revoke
                  </button>
                  <button type="button" onClick={() => setConfirming(null)} className={buttonClass('ghost', 'sm')}>
                    Cancel
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => setConfirming(a.uid)}
                  aria-label={`Revoke admin access of ${a.email ?? a.uid}`}
                  className={buttonClass('outline', 'sm')}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
