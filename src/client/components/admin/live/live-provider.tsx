import { useEffect, useState, type ReactNode } from 'react'
import { adminTrpc, lastTicketPosition } from '../admin-trpc'
import { ColleagueChanges, ColleagueChangesContext } from './colleague-changes'
import { LiveStateContext } from './live-state'
import { openLiveStream, type LiveState } from './live-stream'
import { useLiveEvents } from './use-live-events'

/**
 * One live stream per open back office, for all its pages: held by the /admin layout inside the query
 * provider, it closes with it (a sign-out, another account). Its state tells the pages whether to poll
 * (useFallbackInterval) and the navigation what to show (LiveIndicator).
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { client } = adminTrpc.useUtils()
  const [changes] = useState(() => new ColleagueChanges())
  const [state, setState] = useState<LiveState>('connecting')
  const { onEvent, refresh } = useLiveEvents(changes)
  useEffect(
    () =>
      openLiveStream(client, {
        since: lastTicketPosition,
        onEvent,
        onState: setState,
        onOpened: (again) => (again ? refresh.everything() : refresh.catchUp()),
      }),
    [client, onEvent, refresh],
  )
  return (
    <LiveStateContext.Provider value={state}>
      <ColleagueChangesContext.Provider value={changes}>{children}</ColleagueChangesContext.Provider>
    </LiveStateContext.Provider>
  )
}
