import { AdminSection } from '../admin-page'
import { AlertPreferenceForm } from './alert-preference'
import { DeliverySettings } from './delivery-settings'
import { RecentMail } from './recent-mail'

/** The Alerts page: the admin's own choice, how the site delivers, and the e-mails it owed. */
export function AlertsView() {
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <AdminSection title="Your new-lead e-mails">
          <AlertPreferenceForm />
        </AdminSection>
        <AdminSection title="Delivery">
          <DeliverySettings />
        </AdminSection>
      </div>
      <AdminSection title="Recent e-mails">
        <RecentMail />
      </AdminSection>
    </div>
  )
}
