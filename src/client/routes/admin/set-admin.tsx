import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'

export const Route = createFileRoute('/admin/set-admin')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Grant Access',
      description: 'Grant administrator access to a signed-in team member.',
      noindex: true,
    }),
  component: SetAdminPage,
})

function SetAdminPage() {
  return (
    <AdminPage
      title="Grant admin access"
      intro="The people who can open the back office, and who granted or revoked their access."
    />
  )
}
