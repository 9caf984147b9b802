import { useEffect, useRef, type ReactNode } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useAuth } from '../../auth/auth-provider'
import { notify } from '../../lib/notify'
import { ACCESS_MESSAGES } from '../../../shared/access-messages'

/**
 * The back office's one guard (docs/product.md §4): a spinner while the check runs; no user goes to
 * /login, a non-admin to the home page, each with its toast; an admin sees the page.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, isAdmin, checkingAdmin, resolve } = useAuth()
  const navigate = useNavigate()
  const router = useRouter()
  const verdict =
    status === 'loading' || checkingAdmin
      ? 'checking'
      : status === 'signed-out'
        ? 'anonymous'
        : isAdmin
          ? 'admin'
          : 'forbidden'

  useEffect(resolve, [resolve])

  // One toast and one redirect per verdict: the location changes under us as the redirect starts.
  const acted = useRef<string | null>(null)
  useEffect(() => {
    if (acted.current === verdict) return
    acted.current = verdict
    if (verdict === 'anonymous') {
      notify({ ...ACCESS_MESSAGES.signInRequired, variant: 'destructive' })
      void navigate({
        to: '/login',
        search: { redirect: router.state.location.pathname + router.state.location.searchStr },
        replace: true,
      })
    } else if (verdict === 'forbidden') {
      notify({ ...ACCESS_MESSAGES.notAdmin, variant: 'destructive' })
      void navigate({ to: '/', replace: true })
    }
  }, [verdict, navigate, router])

  if (verdict === 'admin') return children
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
