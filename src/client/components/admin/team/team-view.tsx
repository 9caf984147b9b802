import { AdminSection } from '../admin-page'
import { AddMemberForm } from './add-member-form'
import { InviteList } from './invite-list'
import { MemberList } from './member-list'
import { RoleGuide } from './role-guide'
import { TeamAudit } from './team-audit'

/** The team page: who is on it and as what, who is invited, what each role may do, and every change. */
export function TeamView() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="space-y-8">
        <AdminSection title="Members">
          <AddMemberForm />
          <MemberList />
        </AdminSection>
        <AdminSection title="Invitations">
          <InviteList />
        </AdminSection>
      </div>
      <div className="space-y-8">
        <AdminSection title="Roles">
          <RoleGuide />
        </AdminSection>
        <AdminSection title="Audit">
          <TeamAudit />
        </AdminSection>
      </div>
    </div>
  )
}
