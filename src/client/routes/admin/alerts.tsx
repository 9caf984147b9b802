import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { AlertsView } from '../../components/admin/alerts/alerts-view'

/** The outbox's state filter lives in the address, so a link or a reload keeps it. */
export interface AlertsSearch {
  state?: string
}

export const Route = createFileRoute('/admin/alerts')({
  // Shape only: route definitions are in every page's first load, so the page checks the value itself
  // (recent-mail.tsx) and zod stays out.
  validateSearch: (search: Record<string, unknown>): AlertsSearch => ({
    state: typeof search.state === 'string' && search.state.length <= 20 ? search.state : undefined,
  }),
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
    <AdminPage
      title="Alerts"
      intro="How you hear of new inquiries: the e-mails you receive and the back office's notices as they arrive, how e-mails are delivered, and each one the site sent or kept."
    >
      <AlertsView />
    </AdminPage>
  )
}
