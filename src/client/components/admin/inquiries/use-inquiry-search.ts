import { useCallback, useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { InquirySearch } from './inquiry-search'
import { FILTER_KEYS, parseInquirySearch, type InquiryCursor } from './parse-inquiry-search'

const routeApi = getRouteApi('/admin/inquiries')

/** A position in the table reached through a cursor, with the page number shown for it. */
export type PageTarget = InquiryCursor & { page?: number }

const FIRST_PAGE: PageTarget = { after: undefined, before: undefined, last: undefined, page: undefined }
const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as InquirySearch

/**
 * The table's state, read from and written to the address. Any change of what the table selects or how
 * it sorts starts again from the first page, since the cursor belongs to the old selection.
 */
export function useInquirySearch() {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const view = useMemo(() => parseInquirySearch(search), [search])

  const go = useCallback(
    (patch: InquirySearch, replace = false) =>
      void navigate({
        to: '/admin/inquiries',
        search: (prev: InquirySearch) => ({ ...prev, ...patch }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  )

  return useMemo(
    () => ({
      view,
      /** Filters, search, sort or size; `replace` while the search box is being typed in. */
      select: (patch: InquirySearch, replace = false) => go({ ...FIRST_PAGE, ...patch }, replace),
      clearFilters: () => go({ ...FIRST_PAGE, ...NO_FILTERS }),
      goToPage: (target: PageTarget) => go({ ...FIRST_PAGE, ...target }),
      setCharts: (on: boolean) => go({ charts: on || undefined }, true),
    }),
    [view, go],
  )
}

export type InquirySearchState = ReturnType<typeof useInquirySearch>
