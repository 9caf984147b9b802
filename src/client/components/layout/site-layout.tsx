import type { ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'
import { FloatingContact } from './floating-contact'

/** SPEC §2: header and footer are hidden on the focused, full-screen flows. */
const BARE_ROUTES = new Set(['/login', '/enroll', '/forgot-password'])

export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const bare = BARE_ROUTES.has(pathname.replace(/\/+$/, '') || '/')
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-900"
      >
        Skip to content
      </a>
      {!bare && <SiteHeader />}
      <main id="main">{children}</main>
      {!bare && <SiteFooter />}
      {!bare && <FloatingContact />}
    </>
  )
}
