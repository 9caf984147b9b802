import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { FunnelView } from '../../components/admin/reports/funnel-view'
import { readFunnelSearch } from '../../components/admin/reports/funnel-search'

/** The funnel from inquiry to enrolment; its dates, grouping and sort live in the address. */
export const Route = createFileRoute('/admin/reports')({
  // Shape only: this definition is in every page's first load, so zod checks the values in the page.
  validateSearch: readFunnelSearch,
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Reports',
      description: 'The funnel from inquiry to enrolment by source, campaign, program or owner.',
      noindex: true,
    }),
  component: AdminReportsPage,
})

function AdminReportsPage() {
  return (
    <AdminPage
      title="Reports"
      intro="Which sources, campaigns, programs and owners turn inquiries into enrolments, and how fast."
    >
      <FunnelView />
    </AdminPage>
  )
}
