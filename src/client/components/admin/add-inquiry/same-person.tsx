import { useEffect, useState } from 'react'
import { keepPreviousData } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { inquiryProgramLabel } from '../../../../shared/value-labels'
import type { SamePersonInput } from '../../../../shared/schemas/add-inquiry'
import { EMAIL_MAX } from '../../../../shared/schemas/fields'
import { adminTrpc } from '../admin-trpc'
import { personName } from '../inquiries/inquiry-format'
import { formatWhen } from '../admin-format'
import { StatusBadge } from '../inquiries/status-badge'

/** Typing pauses this long before the person is looked up: one read (and one access-log entry) per pause. */
const PAUSE_MS = 400

// The same tests the person keys apply (src/server/inquiries/person-keys.ts): an e-mail with an @ and a dot
// after it, a phone with ten digits or more; anything less finds nobody and is not asked about. The e-mail is
// tested only up to the longest one can be: the pattern tries every dot after the @, so a pasted run of dots
// took it a second a keystroke.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What to look the person up by, from what the form holds: null while neither is complete. */
export function personLookup(email: string, phone: string): SamePersonInput | null {
  const lookup: SamePersonInput = {}
  const address = email.trim()
  if (address.length <= EMAIL_MAX && LOOKS_LIKE_EMAIL.test(address)) lookup.email = address
  if (phone.replace(/\D/g, '').length >= 10 && /^\+?[\d\s\-()]+$/.test(phone.trim())) lookup.phone = phone.trim()
  return lookup.email || lookup.phone ? lookup : null
}

function usePaused<T>(value: T): T {
  const [paused, setPaused] = useState(value)
  const key = JSON.stringify(value)
  useEffect(() => {
    const timer = setTimeout(() => setPaused(JSON.parse(key) as T), PAUSE_MS)
    return () => clearTimeout(timer)
  }, [key])
  return paused
}

const boxClass = 'rounded-lg px-3 py-2 text-sm'

/**
 * Before saving: the same person's earlier inquiries (a shared e-mail or mobile) that the member may see,
 * so a desk adds a returning student knowing who looks after them. Each opens in a new tab, so what the
 * form holds stays.
 */
export function SamePerson({ email, phone, picksOwner }: { email: string; phone: string; picksOwner: boolean }) {
  const lookup = usePaused(personLookup(email, phone))
  const found = adminTrpc.admin.inquiries.samePerson.useQuery(lookup ?? {}, {
    enabled: lookup !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
  if (lookup === null) return null
  if (found.error) {
    return (
      <p role="status" className={`${boxClass} bg-slate-50 text-slate-600`}>
        Their earlier inquiries could not be looked up just now; you can still add this one.
      </p>
    )
  }
  if (!found.data) return null
  const { items, total } = found.data
  if (items.length === 0) {
    return (
      <p role="status" className={`${boxClass} bg-slate-50 text-slate-600`}>
        No earlier inquiry has this e-mail or mobile number.
      </p>
    )
  }
  return (
    <section
      role="status"
      aria-label="Earlier inquiries from this person"
      className={`${boxClass} bg-amber-50 ring-1 ring-amber-200`}
    >
      <p className="font-semibold text-amber-950">
        {total === 1 ? 'This person has written before:' : `This person has written ${total} times before:`}
      </p>
      <ul className="mt-1 space-y-1">
        {items.slice(0, 5).map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
            <Link
              to="/admin/inquiries/$inquiryId"
              params={{ inquiryId: String(item.id) }}
              target="_blank"
              className="font-semibold text-blue-800 underline-offset-2 hover:underline"
            >
              {item.fullName} · {KIND_LABELS[item.kind]}: {inquiryProgramLabel(item.kind, item.program)}
            </Link>
            <StatusBadge status={item.status} />
            <span>
              <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              <span aria-hidden="true"> · </span>
              {item.owner ? personName(item.owner) : 'Unassigned'}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-slate-700">
        {picksOwner
          ? 'The new inquiry joins theirs as the same person, and goes to their owner unless you choose one.'
          : 'The new inquiry joins theirs as the same person.'}
      </p>
    </section>
  )
}
