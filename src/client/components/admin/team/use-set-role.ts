import type { RouterInputs, RouterOutputs } from '../../../lib/router-types'
import { adminTrpc } from '../admin-trpc'

type Input = RouterInputs['admin']['users']['setRole']
type Answer = RouterOutputs['admin']['users']['setRole']

export interface SetRoleHandlers {
  onSuccess?: (answer: Answer, input: Input) => void
  onError?: (err: unknown) => void
}

/**
 * admin.users.setRole, after which the team, its invitations and its audit are fetched again. The handlers
 * are the mutation's own, not mutate()'s: a removed member's row is gone by the time the team is fetched
 * again, and mutate()'s would never hear of its success.
 */
export function useSetRole({ onSuccess, onError }: SetRoleHandlers = {}) {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.users.setRole.useMutation({
    onSuccess: (answer, input) => onSuccess?.(answer, input),
    onError: (err) => onError?.(err),
    onSettled: () => utils.admin.users.invalidate(),
  })
}
