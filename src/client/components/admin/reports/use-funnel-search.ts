import { useCallback, useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { FunnelGroup } from '../../../../shared/schemas/reports'
import type { FunnelSearch } from './funnel-search'
import type { DayRange } from './funnel-range'
import { parseFunnelSearch } from './parse-funnel-search'
import { DEFAULT_SORT, type FunnelSort } from './funnel-sorting'

const routeApi = getRouteApi('/admin/reports')

/** The funnel's state, read from and written to the address, so a link or a reload shows the same table. */
export function useFunnelSearch() {
  const search = routeApi.useSearch()
  const navigate = routeApi.useNavigate()
  const view = useMemo(() => parseFunnelSearch(search), [search])

  const go = useCallback(
    (patch: FunnelSearch) =>
      void navigate({
        to: '/admin/reports',
        search: (prev: FunnelSearch) => ({ ...prev, ...patch }),
        resetScroll: false,
      }),
    [navigate],
  )

  return useMemo(
    () => ({
      view,
      setRange: (range: Partial<DayRange>) => go(range),
      setGroup: (by: FunnelGroup) => go({ by }),
      // The server's order stays out of the address, so a plain link means "most inquiries first".
      setSort: (sort: FunnelSort) =>
        go(
          sort.column === DEFAULT_SORT.column && sort.dir === DEFAULT_SORT.dir
            ? { sort: undefined, dir: undefined }
            : { sort: sort.column, dir: sort.dir },
        ),
    }),
    [view, go],
  )
}

export type FunnelSearchState = ReturnType<typeof useFunnelSearch>
