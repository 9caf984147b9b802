import { useCallback, useEffect, useRef, useState } from 'react'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import type { SavedView } from '../../../lib/router-types'
import type { InquirySearch } from '../inquiries/inquiry-search'
import { hasFilters, type InquiryView } from '../inquiries/parse-inquiry-search'
import { useSavedViewList } from './use-saved-views'
import { hiddenColumns, isModified, shownColumns, viewSearch, type TableState } from './view-state'

const routeApi = getRouteApi('/admin/inquiries')

interface HiddenColumns {
  hidden: readonly InquiryColumn[]
  setHidden: (hidden: InquiryColumn[]) => void
}

/**
 * The inquiry table under its saved views: which view the address opened (`view=<id>`), the columns shown
 * (the open view's, else the admin's own choice), and whether the table still shows what the view saved.
 * Columns changed while a view is open are the view's unsaved change, not the admin's preference.
 */
export function useViewTable(view: InquiryView, preference: HiddenColumns) {
  const viewId = routeApi.useSearch({ select: (s: InquirySearch) => s.view })
  const navigate = routeApi.useNavigate()
  const list = useSavedViewList()
  const open = viewId === undefined ? undefined : list.data?.views.find((v) => v.id === viewId)
  const [draft, setDraft] = useState<{ id: number; columns: InquiryColumn[] } | null>(null)

  const columns = open ? (draft?.id === open.id ? draft.columns : open.columns) : shownColumns(preference.hidden)
  const current: TableState = { filters: view.fields, sort: view.sort, columns }

  const openView = useCallback(
    (target: SavedView | undefined, replace = false) => {
      setDraft(null)
      void navigate({
        to: '/admin/inquiries',
        search: (prev: InquirySearch) => viewSearch(target, prev),
        replace,
        resetScroll: false,
      })
    },
    [navigate],
  )

  /** The address names no view any more: the table stays as it is, as unsaved filters. */
  const forgetView = useCallback(
    () =>
      void navigate({
        to: '/admin/inquiries',
        search: (prev: InquirySearch) => ({ ...prev, view: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )

  // A lead's drawer over the table (a child route) is a link to that lead: the table stays as the link says.
  const tableOnly = useRouterState({ select: (s) => /^\/admin\/inquiries\/?$/.test(s.location.pathname) })
  useDefaultViewOnArrival(
    list.data?.views,
    tableOnly && viewId === undefined && !hasFilters(view) && Object.keys(view.cursor).length === 0,
    openView,
  )

  return {
    list,
    viewId,
    open,
    /** The address names a view this admin cannot see (removed, or no longer shared). */
    missing: viewId !== undefined && list.data !== undefined && !open,
    current,
    modified: open ? isModified(open, current) : false,
    hidden: open ? hiddenColumns(columns) : preference.hidden,
    setHidden: (hidden: InquiryColumn[]) =>
      open ? setDraft({ id: open.id, columns: shownColumns(hidden) }) : preference.setHidden(hidden),
    /** The open view's columns were saved: what is on screen is the view again. */
    clearDraft: () => setDraft(null),
    openView,
    forgetView,
  }
}

export type ViewTable = ReturnType<typeof useViewTable>

/**
 * Coming to the table with a bare address opens the admin's default view, in place of the bare address.
 * Decided once, when the views first arrive, so "All inquiries" afterwards shows all inquiries.
 */
function useDefaultViewOnArrival(
  views: SavedView[] | undefined,
  bare: boolean,
  openView: (view: SavedView, replace: boolean) => void,
) {
  const decided = useRef(false)
  useEffect(() => {
    if (decided.current || !views) return
    decided.current = true
    const preferred = views.find((v) => v.isDefault)
    if (bare && preferred) openView(preferred, true)
  }, [views, bare, openView])
}
