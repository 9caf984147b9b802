import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { BrandMark } from '../layout/brand'
import { Badge } from '../ui/badge'
import { adminTrpc } from './admin-trpc'
import { formatCount } from './admin-format'
import { ADMIN_PAGES } from './admin-pages'
import { usePermissions } from './use-permissions'
import { useAdminMenu, type AdminMenu } from './use-admin-menu'
import { LiveIndicator } from './live/live-indicator'
import { useFallbackInterval } from './live/live-state'

// A thumb's height (44 px) in the phone's panel; the desk's bar keeps its compact links.
const linkClass =
  'max-md:flex max-md:min-h-11 max-md:items-center rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300'
const activeProps = { className: 'bg-slate-800 text-white!' }

/** While the live stream is down, the overdue count is asked once a minute (and on focus like every query here). */
const OVERDUE_POLL_MS = 60_000

/**
 * How many of the signed-in admin's follow-ups are overdue, for the badge beside "My day". 0 while it
 * loads or when the count fails (one retry, then it waits for the next poll): the bar never breaks a page.
 * Not asked for a role without My day (marketing), whom the server would refuse.
 */
function useOverdueCount(enabled: boolean): number {
  const overdue = adminTrpc.admin.inquiries.overdueCount.useQuery(undefined, {
    refetchInterval: useFallbackInterval(OVERDUE_POLL_MS),
    enabled,
  })
  return enabled ? (overdue.data?.count ?? 0) : 0
}

/**
 * The back office's own chrome: a compact dark bar with the sections the member's role can use and a way
 * back to the public site. On a phone the bar is one line (the brand, its status and a Menu button that
 * discloses the pages); from 768 px up the pages sit in the bar. The /admin layout renders it inside the
 * back office's query provider, which the overdue badge's query needs.
 */
export function AdminChrome({ children }: { children: ReactNode }) {
  const { can } = usePermissions()
  const links = ADMIN_PAGES.filter((p) => can(p.permission))
  const overdue = useOverdueCount(can('inquiries.read'))
  const menu = useAdminMenu()
  return (
    <div className="min-h-screen bg-slate-50">
      <header ref={menu.barRef} className="relative z-30 bg-slate-900 text-white">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-x-3 px-4 sm:px-6 md:h-auto md:gap-x-6 md:py-3">
          {/* On a phone the brand takes the line's free space, pushing the status and Menu to the right. */}
          <Link to="/" className="mr-auto flex shrink-0 items-center gap-2.5 font-bold md:mr-0">
            <BrandMark className="h-8 w-8 shrink-0" />
            <span className="max-sm:sr-only">{SITE.shortName}</span>
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-200">
              Back office
            </span>
          </Link>
          <MenuButton menu={menu} overdue={overdue} />
          {/* Right after its button, so that Tab goes from Menu into the pages; over the page on a phone. */}
          <div
            id={menu.panelId}
            onClick={(e) => {
              if (e.target instanceof Element && e.target.closest('a')) menu.close()
            }}
            className={`${menu.open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-t border-slate-700 bg-slate-900 px-4 pt-2 pb-4 shadow-lg md:static md:flex md:min-w-0 md:grow md:basis-0 md:flex-row md:items-center md:gap-6 md:border-0 md:p-0 md:shadow-none`}
          >
            <nav
              aria-label="Back office"
              className="flex flex-col gap-1 md:min-w-0 md:grow md:basis-0 md:flex-row md:flex-wrap md:items-center"
            >
              {links.map((l) => {
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
            <hr className="my-1 border-slate-700 md:hidden" />
            <Link to="/" className={`${linkClass} shrink-0`}>
              View site
            </Link>
          </div>
          {/* Whether the back office is live: beside Menu on a phone, last on a desk. */}
          <LiveIndicator />
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  )
}

/**
 * Three bars, as lucide draws them. Not lucide's own: it sits in the public pages' first bundle (the site's
 * header), which would then have to export it to the back office and change for every visitor.
 */
function MenuIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={className}
    >
      <path d="M4 5h16M4 12h16M4 19h16" />
    </svg>
  )
}

/** Only on a phone: opens and closes the pages; carries the overdue count, which is otherwise inside. */
function MenuButton({ menu, overdue }: { menu: AdminMenu; overdue: number }) {
  const Icon = menu.open ? X : MenuIcon
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.panelId}
      onClick={menu.toggle}
      // Last on the line, after the status; its panel follows it in the page's order for the keyboard.
      className="order-last inline-flex h-11 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-100 transition-colors hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-amber-300 focus-visible:outline-none md:hidden"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
      Menu
      {overdue > 0 && (
        <>
          <span aria-hidden="true">
            <Badge tone="accent" className="tabular-nums">
              {formatCount(overdue)}
            </Badge>
          </span>
          <span className="sr-only">, {formatCount(overdue)} overdue</span>
        </>
      )}
    </button>
  )
}
