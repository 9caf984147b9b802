import type { Role } from '../../../../shared/permissions'
import type { RouterOutputs } from '../../../lib/router-types'

type Users = RouterOutputs['admin']['users']
/** A member of the team as admin.users.list answers them. */
export type TeamMember = Users['list'][number]
export type TeamInvite = Users['invites'][number]
export type TeamAuditEntry = Users['audit'][number]

/** A role as a sentence names it: "made Asha a Counsellor". */
export const ROLE_AS: Record<Role, string> = {
  owner: 'an Owner',
  manager: 'a Manager',
  counsellor: 'a Counsellor',
  marketing: 'a Marketing member',
}

const SOURCE: Record<TeamAuditEntry['source'], string> = {
  'back-office': 'in the back office',
  cli: 'on the command line',
  'admin-emails': 'by ADMIN_EMAILS',
}

/** What the entry did, to whom: "Made asha@example.com a Counsellor (was a Manager)". */
function change(e: TeamAuditEntry): string {
  const target = e.targetEmail ?? e.targetUid
  switch (e.action) {
    case 'grant':
      // Grants from before roles made admins, who all became owners.
      return e.role ? `Made ${target} ${ROLE_AS[e.role]}` : `Granted ${target} access`
    case 'revoke':
      return `Removed ${target} from the team`
    case 'invite':
      return e.role ? `Invited ${target} as ${ROLE_AS[e.role]}` : `Invited ${target}`
    case 'role':
      if (!e.role) return `Removed ${target} from the team`
      // An invitation taken at the first verified sign-in.
      if (!e.previousRole) return `Added ${target} as ${ROLE_AS[e.role]}`
      return `Made ${target} ${ROLE_AS[e.role]} (was ${ROLE_AS[e.previousRole]})`
  }
}

/** One line of the audit: what changed, by whom and where. */
export function auditSentence(e: TeamAuditEntry): string {
  return `${change(e)}${e.actorEmail ? ` by ${e.actorEmail}` : ''} ${SOURCE[e.source]}`
}
