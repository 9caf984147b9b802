import { UserPlus } from 'lucide-react'
import { useAuth } from '../../../auth/auth-provider'
import { buttonClass } from '../../ui/button'
import { useAssign } from '../inquiries/use-triage'
import { THUMB } from '../thumb'

/**
 * Takes an unassigned late lead. The row stays where it is (the button disabled) until My day comes back
 * from the server with it among "My late leads" (useAssign refreshes it, and makes the toast).
 */
export function AssignToMe({ id, name }: { id: number; name: string }) {
  const { user } = useAuth()
  const assign = useAssign()
  if (!user) return null
  return (
    <button
      type="button"
      disabled={assign.isPending || assign.isSuccess}
      onClick={() => assign.mutate({ id, ownerUid: user.uid })}
      // One of several on the page: the lead's name tells them apart for assistive technology.
      aria-label={`Assign to me: ${name}`}
      className={buttonClass('outline', 'sm', THUMB)}
    >
      <UserPlus className="size-4" aria-hidden="true" />
      Assign to me
    </button>
  )
}
