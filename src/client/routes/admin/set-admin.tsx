import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage, AdminSection } from '../../components/admin/admin-page'
import { GrantAdminForm } from '../../components/admin/grant-admin-form'
import { AdminList } from '../../components/admin/admin-list'
import { AdminAudit } from '../../components/admin/admin-audit'

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
    >
      <div className="grid gap-8 lg:grid-cols-2">
        <AdminSection title="Admins">
          <GrantAdminForm />
          <p className="text-sm text-slate-600">They must have signed in to the site once with that e-mail.</p>
          <AdminList />
        </AdminSection>
        <AdminSection title="Audit">
          <AdminAudit />
        </AdminSection>
      </div>
    </AdminPage>
  )
}
