import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminSignInPrompt } from '../../components/admin/sign-in-prompt'

// Placeholder until the lazily loaded admin page and its guard arrive.
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
  return <AdminSignInPrompt title="Inquiries" />
}
