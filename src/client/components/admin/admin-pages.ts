import type { Permission } from '../../../shared/permissions'
import { withoutTrailingSlashes } from '../../../shared/paths'

/**
 * The back office's pages, in the navigation's order, each with the permission it needs: the chrome shows a
 * member only the pages their role can use, and the guard (admin-access.ts) turns the rest away. A page's
 * children (an inquiry's detail) need what the page needs. Kept here rather than in the route definitions,
 * which travel in every public page's first load.
 */
export const ADMIN_PAGES = [
  { to: '/admin/today', label: 'My day', permission: 'inquiries.read' },
  { to: '/admin/inquiries', label: 'Inquiries', permission: 'inquiries.read' },
  { to: '/admin/reports', label: 'Reports', permission: 'reports.read' },
  { to: '/admin/imports', label: 'Imports', permission: 'inquiries.import' },
  { to: '/admin/privacy', label: 'Privacy', permission: 'privacy.manage' },
  // Everyone who reads leads chooses their own new-lead e-mails there; delivery and the outbox are owners'.
  { to: '/admin/alerts', label: 'Alerts', permission: 'inquiries.read' },
  { to: '/admin/set-admin', label: 'Team', permission: 'team.manage' },
  { to: '/admin/access-log', label: 'Access log', permission: 'accessLog.read' },
] as const satisfies readonly { to: string; label: string; permission: Permission }[]

export type AdminPageInfo = (typeof ADMIN_PAGES)[number]

/** The page a path belongs to (itself or one of its children), or undefined for /admin itself. */
export function adminPageOf(pathname: string): AdminPageInfo | undefined {
  const path = withoutTrailingSlashes(pathname)
  return ADMIN_PAGES.find((p) => path === p.to || path.startsWith(`${p.to}/`))
}
