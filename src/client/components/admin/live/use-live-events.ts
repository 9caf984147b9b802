import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { LiveEvent } from '../../../../shared/schemas/live'
import { useAuth } from '../../../auth/auth-provider'
import { adminTrpc } from '../admin-trpc'
import { useAssign } from '../inquiries/use-triage'
import { usePermissions } from '../use-permissions'
import { cachedName } from './cached-name'
import type { ColleagueChanges } from './colleague-changes'
import { announce, type Announcer } from './live-announce'
import { movedBy } from './live-moves'
import { LiveRefresh } from './live-refresh'

const NO_PREFERENCES = {}

/**
 * What each live event does in this tab: refetches what it moved (gathered, live-refresh.ts), records a
 * colleague's change for the open detail to show, and announces a new lead or a follow-up falling due.
 * Answers a handler that stays the same for the tab's life, reading the member's latest state.
 */
export function useLiveEvents(changes: ColleagueChanges): { onEvent: (e: LiveEvent) => void; refresh: LiveRefresh } {
  const utils = adminTrpc.useUtils()
  const queryClient = useQueryClient()
  const router = useRouter()
  const { user } = useAuth()
  const { can } = usePermissions()
  const { mutate: assign } = useAssign()
  // Each member's own choices (the alerts page); the table's columns share this query.
  const preferences = adminTrpc.admin.users.preferences.useQuery(undefined, { refetchOnWindowFocus: false })
  const [refresh] = useState(() => new LiveRefresh(utils))
  useEffect(() => () => refresh.dispose(), [refresh])

  const uid = user?.uid
  const announcer: Announcer = {
    uid,
    takes: can('inquiries.work'),
    preferences: preferences.data ?? NO_PREFERENCES,
    open: (id) => void router.navigate({ to: '/admin/inquiries/$inquiryId', params: { inquiryId: String(id) } }),
    openList: () => void router.navigate({ to: '/admin/inquiries' }),
    // As My day's "Assign to me": the lead shows as theirs at once, with the usual toast.
    take: (id) => {
      if (uid) assign({ id, ownerUid: uid })
    },
    nameOf: (id) => cachedName(utils, queryClient, id),
  }
  const reads = can('inquiries.read')
  const latest = useRef({ announcer, reads })
  latest.current = { announcer, reads }

  const onEvent = useCallback(
    (event: LiveEvent) => {
      const { announcer: a, reads: readsInquiries } = latest.current
      refresh.add(movedBy(event, readsInquiries))
      const { by, change } = event
      if (event.type === 'inquiry.changed' && by && change && by.uid !== a.uid) {
        changes.add({ inquiryId: event.inquiryId, action: change.action, to: change.to, by, heardAt: Date.now() })
      }
      announce(event, a)
    },
    [changes, refresh],
  )
  return { onEvent, refresh }
}
