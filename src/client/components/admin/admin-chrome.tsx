import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { SITE } from '../../../shared/site'
import { BrandMark } from '../layout/brand'
import { Badge } from '../ui/badge'
import { adminTrpc } from './admin-trpc'
import { formatCount } from './admin-format'

const ADMIN_LINKS = [
  { to: '/admin/today', label: 'My day' },
  { to: '/admin/inquiries', label: 'Inquiries' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/privacy', label: 'Privacy' },
  { to: '/admin/alerts', label: 'Alerts' },
  { to: '/admin/set-admin', label: 'Admins' },
] as const

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300'
const activeProps = { className: 'bg-slate-800 text-white!' }

/** The overdue count is worth a glance, not a live feed: once a minute, and on focus like every query here. */
const OVERDUE_POLL_MS = 60_000

/**
 * How many of the signed-in admin's follow-ups are overdue, for the badge beside "My day". 0 while it
 * loads or when the count fails (one retry, then it waits for the next poll): the bar never breaks a page.
 */
function useOverdueCount(): number {
  const overdue = adminTrpc.admin.inquiries.overdueCount.useQuery(undefined, { refetchInterval: OVERDUE_POLL_MS })
  return overdue.data?.count ?? 0
}

/**
 * The back office's own chrome: a compact dark bar with its sections and a way back to the public site.
 * The /admin layout renders it inside the back office's query provider, which the overdue badge's query needs.
 */
export function AdminChrome({ children }: { children: ReactNode }) {
  const overdue = useOverdueCount()
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" className="flex items-center gap-2.5 font-bold">
            <BrandMark className="h-8 w-8" />
            <span>{SITE.shortName}</span>
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-semibold text-amber-200">Back office</span>
          </Link>
          {/* A line of its own on a phone, wrapping only on the narrowest; beside the brand from md up. */}
          <nav aria-label="Back office" className="flex grow basis-full flex-wrap items-center gap-1 md:basis-0">
            {ADMIN_LINKS.map((l) => {
              const count = l.to === '/admin/today' ? overdue : 0
              return (
                <Link
                  key={l.to}
                  to={l.to}
                  // Said as one phrase ("My day, 3 overdue"); the badge alone would read as a bare number.
                  aria-label={count > 0 ? `${l.label}, ${formatCount(count)} overdue` : undefined}
                  className={linkClass}
                  activeProps={activeProps}
                >
                  {l.label}
                  {count > 0 && (
                    <Badge tone="accent" className="ml-1.5 tabular-nums">
                      {formatCount(count)}
                    </Badge>
                  )}
                </Link>
              )
            })}
          </nav>
          <Link to="/" className={linkClass}>
            View site
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  )
}
