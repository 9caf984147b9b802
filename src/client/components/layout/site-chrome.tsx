import type { ReactNode } from 'react'
import { SiteHeader } from './site-header'
import { SiteFooter } from './lazy-footer'
import { FloatingContact } from './floating-contact'
import { HydrateLater } from '../hydrate-later'

/** The public site's chrome: header, main content, footer and the floating contact button. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main">{children}</main>
      <HydrateLater component={SiteFooter} />
      <FloatingContact />
    </>
  )
}
