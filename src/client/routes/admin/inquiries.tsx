import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'

export const Route = createFileRoute('/admin/inquiries')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Inquiries',
      description: 'Review information, enrolment and contact inquiries submitted through the site.',
      noindex: true,
    }),
  component: AdminInquiriesPage,
})

function AdminInquiriesPage() {
  return (
    <AdminPage
      title="Inquiries"
      intro="Every information request, enrolment application and contact message, newest first."
    />
  )
}
