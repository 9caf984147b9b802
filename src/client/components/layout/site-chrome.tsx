import type { ReactNode } from 'react'
import { Island } from '../../islands/island'
import { SiteHeader } from './site-header'
import { SiteFooter } from './lazy-footer'
import { FloatingContact } from './floating-contact'
import { HydrateLater } from '../hydrate-later'

/**
 * The public site's chrome: header, main content, footer and the floating contact button. On an island page
 * the header and the contact button are its islands; the footer is links alone, which work as HTML.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <Island name="site-header" component={SiteHeader} props={{}} />
      <main id="main">{children}</main>
      <HydrateLater component={SiteFooter} />
      <Island name="floating-contact" component={FloatingContact} props={{}} />
    </>
  )
}
