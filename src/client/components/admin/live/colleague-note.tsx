import type { PersonRef } from '../../../lib/router-types'
import { useAuth } from '../../../auth/auth-provider'
import { adminTrpc } from '../admin-trpc'
import { personName } from '../inquiries/inquiry-format'
import { useColleagueChange } from './colleague-changes'
import { colleagueSentence } from './colleague-sentence'

/**
 * Beside a control of an open inquiry: what a colleague just changed there, and who, while the detail
 * refetches (live-moves.ts). Always rendered, empty and without margins until then, so that the news is
 * announced. `owner` is the inquiry's, which names the new owner once the detail has come back.
 */
export function ColleagueNote({
  inquiryId,
  actions,
  owner,
}: {
  inquiryId: number
  actions: readonly string[]
  owner?: PersonRef | null
}) {
  const change = useColleagueChange(inquiryId, actions)
  const { user } = useAuth()
  const utils = adminTrpc.useUtils()
  const ownerName = (uid: string) => {
    if (uid === user?.uid) return 'you'
    if (owner?.uid === uid) return personName(owner)
    const member = utils.admin.users.list.getData()?.find((m) => m.uid === uid)
    return member?.displayName ?? member?.email ?? 'a colleague'
  }
  return (
    <p role="status" className="mt-1 text-sm font-medium text-amber-900 empty:m-0">
      {change && colleagueSentence(change, ownerName)}
    </p>
  )
}
