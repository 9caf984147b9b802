import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronDown, GraduationCap, Menu } from 'lucide-react'
import { SITE, UI } from '../../../shared/site'
// Only the small categories module: the course and internship data must stay out of the entry bundle.
import { INTERNSHIP_CATEGORIES, NAV_COURSE_CATEGORIES } from '../../../shared/catalogue/categories'
import { Container } from '../ui/container'
import { AccountActions } from './user-menu-slot'
import { MobileDrawer } from './mobile-drawer'

export type NavPath = '/' | '/courses' | '/internships' | '/live-projects' | '/curriculum' | '/mentorship' | '/about'

export interface NavLinkItem {
  to: NavPath
  label: string
  isNew?: boolean
  menu?: NavMenuKey
}

export type NavMenuKey = 'courses' | 'internships'

export interface CategoryLink {
  to: '/courses' | '/internships'
  category: string
  label: string
}

export interface NavMenu {
  /** accessible name of the toggle button */
  label: string
  allLabel: string
  to: '/courses' | '/internships'
  items: CategoryLink[]
}

/** SPEC §2 header links, in order. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/courses', label: 'Courses', menu: 'courses' },
  { to: '/internships', label: 'Internships', menu: 'internships' },
  { to: '/live-projects', label: 'Programs' },
  { to: '/curriculum', label: 'Curriculum', isNew: true },
  { to: '/mentorship', label: 'Mentorship', isNew: true },
  { to: '/about', label: 'About' },
]

export const NAV_MENUS: Record<NavMenuKey, NavMenu> = {
  courses: {
    label: 'Course categories',
    allLabel: 'All Courses',
    to: '/courses',
    items: NAV_COURSE_CATEGORIES.map((c) => ({ to: '/courses', category: c.value, label: c.label })),
  },
  internships: {
    label: 'Internship categories',
    allLabel: 'All Internships',
    to: '/internships',
    items: INTERNSHIP_CATEGORIES.map((c) => ({ to: '/internships', category: c.value, label: c.label })),
  },
}

export function NewBadge() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-amber-900">
      New
    </span>
  )
}

/** The brand mark: a graduation cap on a blue tile. */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-blue-800 text-amber-300 shadow-sm ${className}`}
    >
      <GraduationCap className="h-5 w-5" strokeWidth={2.25} />
    </span>
  )
}

/** Mark plus name, linking home. `compact` shortens the name on the mid-width desktop header. */
export function BrandLogo({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
    >
      <BrandMark />
      <span className="text-lg font-extrabold tracking-tight text-blue-950">
        {compact ? (
          <>
            <span className="lg:max-xl:hidden">{SITE.name}</span>
            <span className="hidden lg:max-xl:inline">{SITE.shortName}</span>
          </>
        ) : (
          SITE.name
        )}
      </span>
    </Link>
  )
}

const navLinkClass =
  'inline-flex items-center rounded-md px-2.5 lg:max-xl:px-2 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'
const navActiveProps = { className: 'text-blue-800! bg-blue-50 font-semibold' }

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hamburgerRef = useRef<HTMLButtonElement>(null)
  const drawerId = useId()

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
                    <Link
                      to={item.to}
                      className={navLinkClass}
                      activeProps={navActiveProps}
                      activeOptions={{ exact: item.to === '/', includeSearch: false }}
                    >
                      {item.label}
                      {item.isNew && <NewBadge />}
                    </Link>
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
              aria-controls={drawerId}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
        </Container>
      </header>
      <MobileDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => {
          setDrawerOpen(false)
          hamburgerRef.current?.focus()
        }}
        onNavigate={() => setDrawerOpen(false)}
        links={NAV_LINKS}
        menus={NAV_MENUS}
        brand={<BrandLogo onNavigate={() => setDrawerOpen(false)} />}
        newBadge={<NewBadge />}
      />
    </>
  )
}

/**
 * A top-level link with a disclosure of category links (WAI-ARIA disclosure navigation pattern, plus
 * menu-style keys). Hover opens after a short delay and closes after a grace period; the chevron button
 * opens it with click, Enter, Space or ArrowDown; arrows, Home, End and type-ahead move between items;
 * Escape closes it and returns focus to the button.
 */
function NavDropdown({ item, menu }: { item: NavLinkItem; menu: NavMenu }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const openedByHover = useRef(false)
  const pendingFocus = useRef<number | null>(null)
  const typeahead = useRef({ text: '', at: 0 })
  const href = useRouterState({ select: (s) => s.location.href })

  const labels = [...menu.items.map((i) => i.label), menu.allLabel]

  // Close whenever the page changes.
  useEffect(() => setOpen(false), [href])

  // Focus the requested item once the panel is visible.
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current)
      pendingFocus.current = null
    }
  })

  // A click or tap anywhere else closes the panel.
  useEffect(() => {
    if (!open) return
    const onDown = (e: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  useEffect(() => () => clearTimeout(timer.current), [])

  function focusItem(index: number) {
    const n = labels.length
    itemRefs.current[((index % n) + n) % n]?.focus()
  }

  function openWithFocus(index: number) {
    clearTimeout(timer.current)
    openedByHover.current = false
    pendingFocus.current = index
    if (open) focusItem(index)
    else setOpen(true)
  }

  function close(returnFocus: boolean) {
    clearTimeout(timer.current)
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  function onPointerEnter(e: PointerEvent) {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer.current)
    if (!open) {
      timer.current = setTimeout(() => {
        openedByHover.current = true
        setOpen(true)
      }, UI.submenuOpenDelayMs)
    }
  }

  function onPointerLeave(e: PointerEvent) {
    if (e.pointerType !== 'mouse') return
    clearTimeout(timer.current)
    // Only a hover-opened panel closes when the pointer leaves; one opened on purpose stays.
    if (!open || openedByHover.current) {
      timer.current = setTimeout(() => setOpen(false), UI.pointerGraceMs)
    }
  }

  function onButtonClick() {
    clearTimeout(timer.current)
    if (open && openedByHover.current) {
      // The pointer opened it a moment ago: a click keeps it open rather than closing it again.
      openedByHover.current = false
      return
    }
    openedByHover.current = false
    setOpen(!open)
  }

  function onTriggerKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown' || (e.currentTarget === buttonRef.current && (e.key === 'Enter' || e.key === ' '))) {
      e.preventDefault()
      openWithFocus(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openWithFocus(labels.length - 1)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      close(true)
    }
  }

  function onItemKeyDown(e: KeyboardEvent, index: number) {
    const last = labels.length - 1
    if (e.key === 'ArrowDown') focusItem(index + 1)
    else if (e.key === 'ArrowUp') focusItem(index - 1)
    else if (e.key === 'Home') focusItem(0)
    else if (e.key === 'End') focusItem(last)
    else if (e.key === 'Escape') close(true)
    else if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const now = Date.now()
      const t = typeahead.current
      t.text = now - t.at > UI.menuTypeaheadResetMs ? e.key.toLowerCase() : t.text + e.key.toLowerCase()
      t.at = now
      const order = labels.map((_, i) => (index + 1 + i) % labels.length)
      // With one repeated letter, cycle through the items starting with it.
      const needle = t.text.split('').every((ch) => ch === t.text[0]) ? t.text[0] : t.text
      const match = order.find((i) => labels[i].toLowerCase().startsWith(needle))
      if (match !== undefined) focusItem(match)
    } else return
    e.preventDefault()
  }

  function onBlur(e: FocusEvent) {
    if (open && !wrapperRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <div
      ref={wrapperRef}
      className="relative flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <Link
        to={item.to}
        className={`${navLinkClass} pr-1`}
        activeProps={navActiveProps}
        activeOptions={{ includeSearch: false }}
        onKeyDown={onTriggerKeyDown}
      >
        {item.label}
      </Link>
      <button
        ref={buttonRef}
        type="button"
        aria-label={menu.label}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onTriggerKeyDown}
        className="inline-flex h-8 w-6 items-center justify-center rounded-md text-slate-600 hover:bg-slate-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div className={`absolute left-0 top-full z-50 pt-2 ${open ? '' : 'hidden'}`}>
        <ul
          id={listId}
          aria-label={menu.label}
          className="w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          {menu.items.map((c, i) => (
            <li key={c.category}>
              <Link
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                to={c.to}
                search={{ category: c.category }}
                onKeyDown={(e) => onItemKeyDown(e, i)}
                onClick={() => close(false)}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800 focus:bg-blue-50 focus:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                {c.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <Link
              ref={(el) => {
                itemRefs.current[menu.items.length] = el
              }}
              to={menu.to}
              onKeyDown={(e) => onItemKeyDown(e, menu.items.length)}
              onClick={() => close(false)}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              {menu.allLabel} <span aria-hidden="true">→</span>
            </Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
