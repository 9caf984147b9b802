import { Outlet, createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { InquiriesView } from '../../components/admin/inquiries/inquiries-view'
import { readInquirySearch } from '../../components/admin/inquiries/inquiry-search'
import { usePermissions } from '../../components/admin/use-permissions'
import { INQUIRY_SCOPE } from '../../../shared/permissions'

/** The inquiry table; its child route (/admin/inquiries/$inquiryId) opens a lead's detail over it. */
export const Route = createFileRoute('/admin/inquiries')({
  // Shape only: this definition is in every page's first load, so zod checks the values in the page.
  validateSearch: readInquirySearch,
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Inquiries',
      description: 'Review information, enrolment and contact inquiries submitted through the site.',
      noindex: true,
    }),
  component: AdminInquiriesPage,
})

function AdminInquiriesPage() {
  // A counsellor's table holds their own leads and unassigned ones (and has no export).
  const { role } = usePermissions()
  const everyLead = !role || INQUIRY_SCOPE[role] === 'all'
  return (
    <AdminPage
      title="Inquiries"
      intro={
        everyLead
          ? 'Every information request, enrolment application and contact message: filter, triage and export.'
          : 'Your leads and the ones nobody has taken yet: filter, triage and take them.'
      }
    >
      <InquiriesView />
      <Outlet />
    </AdminPage>
  )
}
