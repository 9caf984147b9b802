import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { TeamView } from '../../components/admin/team/team-view'

/** The team page (SPEC's /admin/set-admin): members and their roles, invitations and the audit. */
export const Route = createFileRoute('/admin/set-admin')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Team',
      description: 'The back-office team: members, their roles, invitations and every change.',
      noindex: true,
    }),
  component: SetAdminPage,
})

function SetAdminPage() {
  return (
    <AdminPage
      title="Team"
      intro="The people who can open the back office, what each role may do, and who changed what."
    >
      <TeamView />
    </AdminPage>
  )
}
