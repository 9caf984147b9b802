import { useCallback, useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { AccessLogSearch } from './access-log-search'
import { parseAccessLogSearch } from './parse-access-log-search'

const routeApi = getRouteApi('/admin/access-log')

const NO_FILTERS: AccessLogSearch = {
  actorUid: undefined,
  inquiryId: undefined,
  action: undefined,
  from: undefined,
  to: undefined,
}

/** The log's filters, read from and written to the address, so a link or a reload shows the same entries. */
export function useAccessLogSearch() {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const view = useMemo(() => parseAccessLogSearch(search), [search])

  const go = useCallback(
    (patch: AccessLogSearch) =>
      void navigate({
        to: '/admin/access-log',
        search: (prev: AccessLogSearch) => ({ ...prev, ...patch }),
        resetScroll: false,
      }),
    [navigate],
  )

  return useMemo(() => ({ view, select: go, clearFilters: () => go(NO_FILTERS) }), [view, go])
}

export type AccessLogSearchState = ReturnType<typeof useAccessLogSearch>
