import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { PrivacyView } from '../../components/admin/privacy/privacy-view'

/** A person's rights over their data (docs/decisions/0012): access, erasure, do not contact. */
export const Route = createFileRoute('/admin/privacy')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Privacy',
      description: 'Requests about personal data: access, erasure and do not contact, and the erasure records.',
      noindex: true,
    }),
  component: AdminPrivacyPage,
})

function AdminPrivacyPage() {
  return (
    <AdminPage
      title="Privacy"
      intro="Requests about personal data: access, erasure and do not contact. Retention anonymises inquiries left without activity on its own."
    >
      <PrivacyView />
    </AdminPage>
  )
}
