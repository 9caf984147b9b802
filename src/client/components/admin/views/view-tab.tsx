import type { MouseEvent, ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Star, Users } from 'lucide-react'
import type { SavedView } from '../../../lib/router-types'
import type { InquirySearch } from '../inquiries/inquiry-search'
import { ownerFullName, ownerShortName } from './view-state'

/**
 * One tab: a real link to the table under the view (it opens in a new browser tab like any link), which a
 * plain click follows in the page. Not TanStack's <Link>: it would mark "All inquiries" current on every
 * address, since each address holds the empty search.
 */
export function TabLink({
  search,
  current,
  onOpen,
  label,
  title,
  children,
}: {
  search: InquirySearch
  current: boolean
  onOpen: () => void
  /** The tab's name in words, where its content has marks (icons). */
  label?: string
  title?: string
  children: ReactNode
}) {
  const router = useRouter()
  const href = router.buildLocation({ to: '/admin/inquiries', search }).href
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    onOpen()
  }
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      aria-label={label}
      title={title}
      className={`inline-flex max-w-sm items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none ${
        current ? 'text-blue-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      {children}
    </a>
  )
}

/** A view's name and marks: shared (and by whom, when not the reader), and the reader's default. */
export function ViewTabLabel({ view }: { view: SavedView }) {
  return (
    <>
      <span className="truncate">{view.name}</span>
      {view.shared && <Users className="size-3.5 shrink-0 text-teal-700" aria-hidden="true" />}
      {!view.mine && <span className="shrink-0 text-xs font-normal text-slate-600">by {ownerShortName(view)}</span>}
      {view.isDefault && <Star className="size-3.5 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />}
    </>
  )
}

/** What the marks say, as the tab's name: "This week, shared, by Priya, your default". */
export function viewLabel(view: SavedView): string {
  return [
    view.name,
    view.shared ? 'shared' : null,
    view.mine ? null : `by ${ownerShortName(view)}`,
    view.isDefault ? 'your default' : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** The tab's tooltip: what the marks say, in full. */
export function viewTitle(view: SavedView): string {
  const who = view.mine ? (view.shared ? 'Shared by you with every admin' : 'Only you see this view') : null
  return [view.name, who ?? `Shared by ${ownerFullName(view)}`, view.isDefault ? 'Your default view' : null]
    .filter(Boolean)
    .join(' · ')
}
