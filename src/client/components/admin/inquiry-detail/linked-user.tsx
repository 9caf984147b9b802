import type { InquiryDetail } from '../../../lib/router-types'
import { Avatar } from '../../ui/avatar'
import { FieldList, FieldRow, NotGiven } from './field-list'
import { formatWhen } from '../admin-format'

/** The site account the lead was signed in with when they sent it, if any. */
export function LinkedUser({ user, userId }: { user: InquiryDetail['user']; userId: string | null }) {
  if (!user) {
    return (
      <p className="rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
        {userId ? `Sent from account ${userId}, which no longer exists.` : 'Not signed in when they sent it.'}
      </p>
    )
  }
  return (
    <FieldList label="Signed-in user">
      <FieldRow label="Name">
        <span className="flex items-center gap-2">
          <Avatar photoURL={user.photoUrl} displayName={user.displayName} />
          {user.displayName ?? <NotGiven />}
        </span>
      </FieldRow>
      <FieldRow label="E-mail">{user.email ?? <NotGiven />}</FieldRow>
      <FieldRow label="User id">
        <span className="font-mono text-xs break-all">{user.uid}</span>
      </FieldRow>
      <FieldRow label="Member since">
        <time dateTime={user.createdAt}>{formatWhen(user.createdAt)}</time>
      </FieldRow>
    </FieldList>
  )
}
