import { useEffect, useRef } from 'react'
import { Sparkles, X } from 'lucide-react'
import { UI } from '../../../shared/site'
import { AccountActions } from './account-actions'
import { BrandLogo, NewBadge } from './brand'
import { NAV_LINKS, NAV_MENUS, categoryHref } from './nav-links'
import { navActiveClass } from './nav-styles'
import { SiteLink } from '../ui/site-link'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

const linkClass =
  'flex items-center rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'
const categoryClass =
  'block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'

/**
 * The navigation drawer below the mobile breakpoint: a modal dialog that takes focus, traps Tab,
 * locks page scrolling, and closes on Escape, on the overlay, or when a link is chosen.
 */
export function MobileDrawer({
  id,
  open,
  onClose,
  onNavigate,
}: {
  id: string
  open: boolean
  /** close and return focus to the menu button */
  onClose: () => void
  /** close after a link was chosen (focus follows the navigation) */
  onNavigate: () => void
}) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // Latest callbacks without re-running the effect below on every render.
  const handlers = useRef({ onClose, onNavigate })
  handlers.current = { onClose, onNavigate }

  useEffect(() => {
    if (!open) return
    const { body } = document
    const previousOverflow = body.style.overflow
    body.style.overflow = 'hidden'
    const frame = requestAnimationFrame(() => closeRef.current?.focus())

    function onKeyDown(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        e.preventDefault()
        handlers.current.onClose()
        return
      }
      if (e.key !== 'Tab' || !panelRef.current) return
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (e.shiftKey && (active === first || !panelRef.current.contains(active))) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (active === last || !panelRef.current.contains(active))) {
        e.preventDefault()
        first.focus()
      }
    }
    // Growing past the breakpoint (rotating a tablet) leaves the desktop header in charge.
    const wide = window.matchMedia(`(min-width: ${UI.mobileBreakpoint}px)`)
    const onWide = () => wide.matches && handlers.current.onNavigate()

    document.addEventListener('keydown', onKeyDown)
    wide.addEventListener('change', onWide)
    return () => {
      cancelAnimationFrame(frame)
      body.style.overflow = previousOverflow
      document.removeEventListener('keydown', onKeyDown)
      wide.removeEventListener('change', onWide)
    }
  }, [open])

  return (
    <div
      // Closed, the drawer is not displayed at all, so the page's first style and layout skip it. Shown at
      // once when opening (so focus can move in), sliding in from its starting style; removed only after
      // the slide-out when closing (a discrete transition of display).
      className={`fixed inset-0 z-50 md:hidden ${open ? 'block' : 'hidden transition-discrete transition-[display] duration-300 motion-reduce:transition-none'}`}
    >
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-slate-950/50 transition-opacity duration-300 motion-reduce:transition-none ${open ? 'opacity-100 starting:opacity-0' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        className={`absolute inset-y-0 right-0 flex w-[86%] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out motion-reduce:transition-none ${
          open ? 'translate-x-0 starting:translate-x-full' : 'translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
          <BrandLogo onNavigate={onNavigate} />
          <button
            ref={closeRef}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>

        <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <nav aria-label="Mobile">
            <ul className="space-y-0.5">
              {NAV_LINKS.map((item) => (
                <li key={item.to}>
                  <SiteLink
                    href={item.to}
                    onClick={onNavigate}
                    className={linkClass}
                    active={item.to === '/' ? 'exact' : 'prefix'}
                    activeClassName={navActiveClass}
                  >
                    {item.label}
                    {item.isNew && <NewBadge />}
                  </SiteLink>
                </li>
              ))}
              <li>
                <SiteLink href="/#featured-courses" onClick={onNavigate} className={linkClass}>
                  <Sparkles aria-hidden="true" className="mr-2 h-4 w-4 text-amber-600" />
                  Featured Courses
                </SiteLink>
              </li>
            </ul>

            {(['courses', 'internships'] as const).map((key) => {
              const menu = NAV_MENUS[key]
              return (
                <div key={key} className="mt-5 border-t border-slate-100 pt-4">
                  <p
                    id={`${id}-${key}`}
                    className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
                  >
                    {menu.label}
                  </p>
                  <ul aria-labelledby={`${id}-${key}`} className="grid grid-cols-2 gap-x-1">
                    {menu.items.map((c) => (
                      <li key={c.category}>
                        <SiteLink href={categoryHref(c)} onClick={onNavigate} className={categoryClass}>
                          {c.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </nav>
        </div>

        <div className="shrink-0 border-t border-slate-200 p-4">
          <AccountActions placement="drawer" onNavigate={onNavigate} />
        </div>
      </div>
    </div>
  )
}
