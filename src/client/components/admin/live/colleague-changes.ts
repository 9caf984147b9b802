import { createContext, useContext, useState, useSyncExternalStore } from 'react'

/** A change a colleague made to an inquiry, as its live event told it. */
export interface ColleagueChange {
  inquiryId: number
  /** The history's action: 'status', 'owner', 'note', 'contact', 'follow-up', 'follow-up-done'. */
  action: string
  /** The new status, owner uid, contact outcome or follow-up time; null for a note or a removal. */
  to: string | null
  by: { uid: string; name: string | null }
  /** When this tab heard of it. */
  heardAt: number
}

/** Enough for every control of an open detail; older changes are in its history anyway. */
const KEPT = 50
const NONE: readonly ColleagueChange[] = []

/** The colleagues' changes this tab heard of, for the open detail to say beside each control who made it. */
export class ColleagueChanges {
  private changes: readonly ColleagueChange[] = NONE
  private readonly listeners = new Set<() => void>()

  add(change: ColleagueChange) {
    this.changes = [...this.changes.slice(1 - KEPT), change]
    this.listeners.forEach((listener) => listener())
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  snapshot = () => this.changes
}

export const ColleagueChangesContext = createContext<ColleagueChanges | null>(null)

const noStore = () => () => {}
const nothing = () => NONE

/**
 * The latest of `actions` a colleague made to the inquiry since the calling control appeared: what was
 * changed before it opened shows in the history, not as news.
 */
export function useColleagueChange(inquiryId: number, actions: readonly string[]): ColleagueChange | undefined {
  const store = useContext(ColleagueChangesContext)
  const [since] = useState(Date.now)
  const changes = useSyncExternalStore(store?.subscribe ?? noStore, store?.snapshot ?? nothing, nothing)
  return changes.findLast((c) => c.inquiryId === inquiryId && c.heardAt >= since && actions.includes(c.action))
}
