import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { AccessLogView } from '../../components/admin/access-log/access-log-view'
import { readAccessLogSearch } from '../../components/admin/access-log/access-log-search'

/** Who read which inquiries' personal data, and when (docs/decisions/0022); its filters live in the address. */
export const Route = createFileRoute('/admin/access-log')({
  // Shape only: this definition is in every page's first load, so zod checks the values in the page.
  validateSearch: readAccessLogSearch,
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Access log',
      description: 'Every look at personal data in the back office: who, when, what and which inquiries.',
      noindex: true,
    }),
  component: AdminAccessLogPage,
})

function AdminAccessLogPage() {
  return (
    <AdminPage
      title="Access log"
      intro="Every look at personal data: who opened, listed, exported, erased or contacted which inquiries, and when. Newest first."
    >
      <AccessLogView />
    </AdminPage>
  )
}
