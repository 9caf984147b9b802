import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { ChevronDown } from 'lucide-react'
import { UI } from '../../../shared/site'
import { useSiteLocation } from '../../lib/site-location'
import { SiteLink } from '../ui/site-link'
import { categoryHref, type NavLinkItem, type NavMenu } from './nav-links'
import { navActiveClass, navLinkClass } from './nav-styles'

/**
 * A top-level link with a disclosure of category links (WAI-ARIA disclosure navigation pattern, plus
 * menu-style keys). Hover opens after a short delay and closes after a grace period; the chevron button
 * opens it with click, Enter, Space or ArrowDown; arrows, Home, End and type-ahead move between items;
 * Escape closes it and returns focus to the button.
 */
export function NavDropdown({ item, menu }: { item: NavLinkItem; menu: NavMenu }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const openedByHover = useRef(false)
  const pendingFocus = useRef<number | null>(null)
  const typeahead = useRef({ text: '', at: 0 })
  const { pathname, search } = useSiteLocation()
  const href = pathname + search

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
      <SiteLink
        href={item.to}
        className={`${navLinkClass} pr-1`}
        active="prefix"
        activeClassName={navActiveClass}
        onKeyDown={onTriggerKeyDown}
      >
        {item.label}
      </SiteLink>
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
              <SiteLink
                ref={(el) => {
                  itemRefs.current[i] = el
                }}
                href={categoryHref(c)}
                onKeyDown={(e) => onItemKeyDown(e, i)}
                onClick={() => close(false)}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-blue-50 hover:text-blue-800 focus:bg-blue-50 focus:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                {c.label}
              </SiteLink>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <SiteLink
              ref={(el) => {
                itemRefs.current[menu.items.length] = el
              }}
              href={menu.to}
              onKeyDown={(e) => onItemKeyDown(e, menu.items.length)}
              onClick={() => close(false)}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              {menu.allLabel} <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        </ul>
      </div>
    </div>
  )
}
