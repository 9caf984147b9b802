import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { AdminTrpcProvider } from '../../components/admin/admin-trpc'
import { AlertsView } from '../../components/admin/alerts/alerts-view'

export const Route = createFileRoute('/admin/alerts')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Alerts',
      description: 'New-lead e-mails: what each admin receives and every e-mail the site sent or kept.',
      noindex: true,
    }),
  component: AdminAlertsPage,
})

function AdminAlertsPage() {
  return (
    <AdminTrpcProvider>
      <AdminPage
        title="Alerts"
        intro="The e-mails the site writes for new inquiries: what you receive, how they are delivered, and each one it sent or kept."
      >
        <AlertsView />
      </AdminPage>
    </AdminTrpcProvider>
  )
}
