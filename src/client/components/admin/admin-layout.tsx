import { useEffect } from 'react'
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useAuth } from '../../auth/auth-provider'
import { adminPageOf } from './admin-pages'
import { AdminTrpcProvider } from './admin-trpc'
import { AdminChrome } from './admin-chrome'
import { LiveProvider } from './live/live-provider'
import { withoutTrailingSlashes } from '../../../shared/paths'

/** What the back office shows until the browser knows who is signed in (the server never does). */
function VerifyingCredentials() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50">
      <p role="status" className="flex flex-col items-center gap-3 text-slate-700">
        <span
          aria-hidden="true"
          className="h-8 w-8 animate-spin rounded-full border-4 border-blue-200 border-t-blue-800 motion-reduce:animate-none"
        />
        Verifying credentials...
      </p>
    </main>
  )
}

/**
 * Every back-office page inside one query cache, one live stream and one chrome: moving between pages
 * keeps what was fetched. Nothing of the back office shows until the visitor is known to be a member whose role may open
 * the page. A visitor who is not (after the server's first render, a sign-out, or another account's
 * sign-in), and a member on /admin itself or on a page their role can't use, has the route's guard run
 * again (admin-access.ts), which sends them on with its toast.
 */
export function AdminLayout() {
  const { status, isAdmin, checkingAdmin, permissions } = useAuth()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const router = useRouter()
  const member = status === 'signed-in' && isAdmin && !checkingAdmin
  const page = adminPageOf(pathname)
  // The server's first render ran no guard, so the page's permission is checked here too.
  const misplaced =
    member && (withoutTrailingSlashes(pathname) === '/admin' || (!!page && !permissions.includes(page.permission)))
  const refused = status === 'signed-out' || (status === 'signed-in' && !checkingAdmin && !isAdmin) || misplaced
  useEffect(() => {
    // Only the back office's matches: the root's loader holds the server's settings, which the browser cannot load.
    if (refused) void router.invalidate({ filter: (match) => match.routeId.startsWith('/admin') })
  }, [refused, router])
  if (!member || misplaced) return <VerifyingCredentials />
  return (
    <AdminTrpcProvider>
      <LiveProvider>
        <AdminChrome>
          <Outlet />
        </AdminChrome>
      </LiveProvider>
    </AdminTrpcProvider>
  )
}
