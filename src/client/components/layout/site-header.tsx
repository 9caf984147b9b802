import { Suspense, memo, useCallback, useId, useRef, useState, type ComponentProps } from 'react'
import { Menu } from 'lucide-react'
import { Container } from '../ui/container'
import { SiteLink } from '../ui/site-link'
import { AccountActions } from './account-actions'
import { MobileDrawer } from './lazy-drawer'
import { BrandLogo, NewBadge } from './brand'
import { NAV_LINKS, NAV_MENUS } from './nav-links'
import { NavDropdown } from './nav-dropdown'
import { navActiveClass, navLinkClass } from './nav-styles'

/**
 * The drawer's own boundary. Nothing of it is in the server's HTML: closed, it is not displayed, and its
 * half a kilobyte of markup held the home page's document past the first round trip of a new connection
 * (decision 0027). It is first rendered when the menu button is pressed, once its code is there, and stays
 * mounted afterwards so that closing can slide it out; `memo` and stable callbacks keep the header's other
 * renders from rendering it again.
 */
const Drawer = memo(function Drawer(props: ComponentProps<typeof MobileDrawer>) {
  return (
    <Suspense>
      <MobileDrawer {...props} />
    </Suspense>
  )
})

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const drawerId = useId()
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false)
    hamburgerRef.current?.focus()
  }, [])
  const leaveDrawer = useCallback(() => setDrawerOpen(false), [])

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white shadow-sm">
        <Container className="flex flex-wrap items-center justify-between gap-x-4 lg:max-xl:gap-x-2">
          <div className="order-1 flex h-16 items-center">
            <BrandLogo compact />
          </div>

          <nav
            aria-label="Main"
            className="order-3 hidden w-full border-t border-slate-100 py-1.5 md:block lg:order-2 lg:w-auto lg:border-0 lg:py-0"
          >
            <ul className="flex items-center justify-center gap-0.5 xl:gap-1">
              {NAV_LINKS.map((item) => (
                <li key={item.to} className="relative">
                  {item.menu ? (
                    <NavDropdown item={item} menu={NAV_MENUS[item.menu]} />
                  ) : (
                    <SiteLink
                      href={item.to}
                      className={navLinkClass}
                      active={item.to === '/' ? 'exact' : 'prefix'}
                      activeClassName={navActiveClass}
                    >
                      {item.label}
                      {item.isNew && <NewBadge />}
                    </SiteLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <div className="order-2 flex items-center gap-2 lg:order-3">
            <div className="hidden md:block">
              <AccountActions placement="header" />
            </div>
            <button
              ref={hamburgerRef}
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 md:hidden"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              // Only once the drawer exists: a reference to a missing element is an accessibility error.
              aria-controls={drawerWanted ? drawerId : undefined}
              onPointerDown={() => void MobileDrawer.preload()}
              onClick={() => {
                void MobileDrawer.preload()
                setDrawerWanted(true)
                setDrawerOpen(true)
              }}
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
        </Container>
      </header>
      {drawerWanted && <Drawer id={drawerId} open={drawerOpen} onClose={closeDrawer} onNavigate={leaveDrawer} />}
    </>
  )
}
