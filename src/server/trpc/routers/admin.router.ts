import { router } from '../init'
import { adminUsersRouter } from './admin-users.router'
import { adminInquiriesRouter } from './admin-inquiries.router'
import { adminAlertsRouter } from './admin-alerts.router'
import { adminDistributionRouter } from './admin-distribution.router'
import { adminReportsRouter } from './admin-reports.router'
import { adminViewsRouter } from './admin-views.router'
import { adminPrivacyRouter } from './admin-privacy.router'
import { adminAccessLogRouter } from './admin-access-log.router'
import { adminLiveRouter } from './admin-live.router'
import { adminImportsRouter } from './admin-imports.router'

/** The back office: every procedure below names the permission it needs (src/shared/permissions.ts). */
export const adminRouter = router({
  users: adminUsersRouter,
  inquiries: adminInquiriesRouter,
  alerts: adminAlertsRouter,
  distribution: adminDistributionRouter,
  reports: adminReportsRouter,
  views: adminViewsRouter,
  privacy: adminPrivacyRouter,
  accessLog: adminAccessLogRouter,
  live: adminLiveRouter,
  imports: adminImportsRouter,
})
