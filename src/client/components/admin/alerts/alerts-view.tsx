import { AdminSection } from '../admin-page'
import { usePermissions } from '../use-permissions'
import { AlertPreferenceForm } from './alert-preference'
import { DeliverySettings } from './delivery-settings'
import { LiveAlertsForm } from './live-alerts'
import { RecentMail } from './recent-mail'

/**
 * The Alerts page: the member's own choices (e-mails, and the back office's notices as leads arrive), and
 * for those who run delivery (owners) how the site delivers and the e-mails it owed.
 */
export function AlertsView() {
  const { can } = usePermissions()
  const preference = (
    <AdminSection title="Your new-lead e-mails">
      <AlertPreferenceForm />
    </AdminSection>
  )
  const live = (
    <AdminSection title="New leads as they arrive">
      <LiveAlertsForm />
    </AdminSection>
  )
  if (!can('alerts.manage')) {
    return (
      <div className="max-w-2xl space-y-8">
        {preference}
        {live}
      </div>
    )
  }
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          {preference}
          {live}
        </div>
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
