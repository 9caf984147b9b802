import { useId, useState } from 'react'
import { ROLES, ROLE_LABELS, isRole } from '../../../../shared/permissions'
import { notify } from '../../../lib/notify'
import { Avatar } from '../../ui/avatar'
import { Badge } from '../../ui/badge'
import { Select } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { refusalMessage } from '../refusal'
import { ROLE_AS, type TeamMember } from './team-format'
import { useSetRole } from './use-set-role'

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))

/**
 * Taking a member off the team: by e-mail, as the rest of the page, when a sign-in verified it; by account
 * otherwise (setRole finds only verified e-mails, and would record an invitation instead).
 */
function useRemoveMember(member: TeamMember, onDone: (error: unknown) => void) {
  const utils = adminTrpc.useUtils()
  const handlers = {
    onSuccess: () => {
      notify({
        title: 'Removed from the team',
        description: `${member.email ?? member.uid} can no longer open the back office.`,
      })
      onDone(null)
    },
    onError: (err: unknown) => onDone(err),
  }
  const setRole = useSetRole(handlers)
  const revoke = adminTrpc.admin.users.revoke.useMutation({
    ...handlers,
    onSettled: () => utils.admin.users.invalidate(),
  })
  return {
    pending: setRole.isPending || revoke.isPending,
    remove: () =>
      member.email && member.emailVerified
        ? setRole.mutate({ email: member.email, role: null })
        : revoke.mutate({ uid: member.uid }),
  }
}

/** One member: who, their role (changed as soon as it is picked) and a two-step Remove. */
export function MemberRow({ member, self }: { member: TeamMember; self: boolean }) {
  const id = useId()
  const who = member.displayName ?? member.email ?? member.uid
  const [confirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const setRole = useSetRole({
    onSuccess: (_, input) =>
      input.role && notify({ title: 'Role changed', description: `${input.email} is now ${ROLE_AS[input.role]}.` }),
    onError: (err) => setRefusal(refusalMessage(err)),
  })
  const removal = useRemoveMember(member, (err) => {
    setConfirming(false)
    setRefusal(err ? refusalMessage(err) : null)
  })
  // A role changes by e-mail, which only a verified sign-in ties to this account.
  const changeable = !self && !!member.email && member.emailVerified

  function changeRole(value: string) {
    if (!isRole(value) || !member.email) return
    setRefusal(null)
    setRole.mutate({ email: member.email, role: value })
  }

  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar photoURL={member.photoURL} displayName={member.displayName} />
        <span className="min-w-48 flex-1">
          <span className="block truncate font-semibold text-slate-900">
            {who}
            {self && <span className="ml-2 text-xs font-medium text-slate-600">(you)</span>}
          </span>
          <span className="block truncate text-sm text-slate-600">{member.email}</span>
          {member.email && !member.emailVerified && (
            <span className="mt-1 block text-xs text-amber-900">
              E-mail not verified yet: no alerts, digests or reminders go to it, and the role can change once they sign
              in again.
            </span>
          )}
          {member.sharesEmail && (
            <span className="mt-1 block text-xs text-amber-900">
              Another account signed in with this e-mail: two separate sign-ins, each with its own access.
            </span>
          )}
        </span>
        {changeable ? (
          <>
            <label htmlFor={`${id}-role`} className="sr-only">
              Role of {member.email}
            </label>
            <Select
              id={`${id}-role`}
              value={setRole.isPending && setRole.variables?.role ? setRole.variables.role : member.role}
              disabled={setRole.isPending}
              options={ROLE_OPTIONS}
              onChange={(e) => changeRole(e.target.value)}
              className="w-36"
            />
          </>
        ) : (
          <Badge tone="neutral" className={self ? '' : 'ml-auto'}>
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
        {!self &&
          (confirming ? (
            <span className="flex gap-2">
              <button
                type="button"
                disabled={removal.pending}
                onClick={removal.remove}
                className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
              >
                Confirm remove
              </button>
              <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost', 'sm')}>
                Cancel
              </button>
            </span>
          ) : (
            <button
              type="button"
              onClick={() => {
                setRefusal(null)
                setConfirming(true)
              }}
              aria-label={`Remove ${member.email ?? who} from the team`}
              className={buttonClass('outline', 'sm')}
            >
              Remove
            </button>
          ))}
      </div>
      {self && <p className="text-xs text-slate-600">Another owner can change your role or remove you.</p>}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
    </li>
  )
}
