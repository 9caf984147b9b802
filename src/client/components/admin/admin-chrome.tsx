import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { SITE } from '../../../shared/site'
import { BrandMark } from '../layout/brand'

const ADMIN_LINKS = [
  { to: '/admin/inquiries', label: 'Inquiries' },
  { to: '/admin/alerts', label: 'Alerts' },
  { to: '/admin/set-admin', label: 'Admins' },
] as const

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300'
const activeProps = { className: 'bg-slate-800 text-white!' }

/** The back office's own chrome: a compact dark bar with its sections and a way back to the public site. */
export function AdminChrome({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" className="flex items-center gap-2.5 font-bold">
            <BrandMark className="h-8 w-8" />
            <span>{SITE.shortName}</span>
            <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-semibold text-amber-200">Back office</span>
          </Link>
          <nav aria-label="Back office" className="flex flex-1 items-center gap-1">
            {ADMIN_LINKS.map((l) => (
              <Link key={l.to} to={l.to} className={linkClass} activeProps={activeProps}>
                {l.label}
              </Link>
            ))}
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
