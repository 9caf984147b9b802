import { router } from '../init'
import { adminUsersRouter } from './admin-users.router'
import { adminInquiriesRouter } from './admin-inquiries.router'
import { adminAlertsRouter } from './admin-alerts.router'
import { adminDistributionRouter } from './admin-distribution.router'
import { adminReportsRouter } from './admin-reports.router'
import { adminViewsRouter } from './admin-views.router'
import { adminPrivacyRouter } from './admin-privacy.router'

/** The back office: every procedure below is an adminProcedure. */
export const adminRouter = router({
  users: adminUsersRouter,
  inquiries: adminInquiriesRouter,
  alerts: adminAlertsRouter,
  distribution: adminDistributionRouter,
  reports: adminReportsRouter,
  views: adminViewsRouter,
  privacy: adminPrivacyRouter,
})
