import type { ErasureResult, ErasureSource } from '../../../lib/router-types'
import { formatCount, formatDay } from '../admin-format'
import type { Notice } from '../../../lib/notify'

/** Where an erasure was asked for, as the records list names it. */
export const ERASURE_SOURCE_LABELS: Record<ErasureSource, string> = {
  admin: 'Back office',
  cli: 'Command line',
  retention: 'Retention',
}

/** "1 inquiry", "1,200 inquiries". */
export function inquiriesCount(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'inquiry' : 'inquiries'}`
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
      accounts === 0 ? '' : accounts === 1 ? ', account removed' : `, ${formatCount(accounts)} accounts removed`
    return { title: 'Personal data erased', description: `${inquiriesCount(erased)} anonymised${removed}` }
  }
  if (alreadyErasedAt) return { title: 'Already erased', description: `on ${formatDay(alreadyErasedAt)}` }
  return { title: 'Nothing held about this person', description: 'The request is recorded.' }
}
