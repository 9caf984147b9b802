import type { ErasureResult, ErasureSource } from '../../../lib/router-types'
import { INDIA_TIME_ZONE } from '../../../../shared/india-time'
import type { Notice } from '../../../lib/notify'

/** Where an erasure was asked for, as the records list names it. */
export const ERASURE_SOURCE_LABELS: Record<ErasureSource, string> = {
  admin: 'Back office',
  cli: 'Command line',
  retention: 'Retention',
}

// The team works in India: times read the same for every admin, wherever their browser is set.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
})
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE })
const count = new Intl.NumberFormat('en-IN')

export function formatWhen(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at)
}

function formatDay(iso: string): string {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : date.format(at)
}

/** "1 inquiry", "1,200 inquiries". */
export function inquiriesCount(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'inquiry' : 'inquiries'}`
}

export function formatCount(n: number): string {
  return count.format(n)
}

/**
 * What an erasure did, for its toast. Nothing erased is still an answer the admin passes on: either an
 * earlier request or retention got there first, or nothing was held, and either way the request is on record.
 */
export function erasureNotice({
  erased,
  accounts,
  alreadyErasedAt,
}: Pick<ErasureResult, 'erased' | 'accounts' | 'alreadyErasedAt'>): Notice {
  // An account can be all that was held (someone who signed in and never asked anything).
  if (erased > 0 || accounts > 0) {
    const removed =
      accounts === 0 ? '' : accounts === 1 ? ', account removed' : `, ${count.format(accounts)} accounts removed`
    return { title: 'Personal data erased', description: `${inquiriesCount(erased)} anonymised${removed}` }
  }
  if (alreadyErasedAt) return { title: 'Already erased', description: `on ${formatDay(alreadyErasedAt)}` }
  return { title: 'Nothing held about this person', description: 'The request is recorded.' }
}
