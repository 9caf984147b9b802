import { useEffect, useId, useRef, type ReactNode } from 'react'
import { skipToken } from '@tanstack/react-query'
import { ADMIN_INQUIRY_MESSAGES, KIND_LABELS, STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryDetail as Detail } from '../../../lib/router-types'
import { Badge } from '../../ui/badge'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { useOpenInquiry } from '../inquiries/use-triage'
import { Attribution } from './attribution'
import { ContactDesk } from './contact-desk'
import { DetailFields } from './detail-fields'
import { Drawer } from './drawer'
import { FirstContactBadge } from './first-contact-badge'
import { FollowUpForm } from './follow-up-form'
import { History } from './history'
import { LinkedUser } from './linked-user'
import { NotesForm } from './notes-form'
import { PersonInquiries } from './person-inquiries'
import { PrivacyPanel } from './privacy-panel'
import { TriageControls } from './triage-controls'
import { useNow } from './when'
import { useReadLogged, WhoLooked } from './who-looked'
import { relativeTime } from '../admin-format'

/** The row's link to this inquiry in the table behind, for focus to land on when nothing else opened it. */
function rowLinkOf(id: number | undefined): HTMLElement | null {
  if (id === undefined) return null
  const path = `/admin/inquiries/${id}`
  return document.querySelector<HTMLElement>(`a[href="${path}"], a[href^="${path}?"]`)
}

/** The first time any admin opens an inquiry, it is marked read (once per opening of the drawer). */
function useMarkOpened(detail: Detail | undefined) {
  const { mutate: open } = useOpenInquiry()
  const asked = useRef<number | null>(null)
  useEffect(() => {
    if (!detail || detail.openedAt !== null || asked.current === detail.id) return
    asked.current = detail.id
    open({ id: detail.id })
  }, [detail, open])
}

/** One inquiry in a drawer over the table: every field, its triage and its history. `id` is undefined when the address's id is not one. */
export function InquiryDetail({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const query = adminTrpc.admin.inquiries.byId.useQuery(id === undefined ? skipToken : { id }, {
    // A missing inquiry stays missing; anything else is worth one more try.
    retry: (count, err) => err.data?.code !== 'NOT_FOUND' && count < 1,
  })
  const detail = query.data
  useMarkOpened(detail)
  useReadLogged(id, query.dataUpdatedAt)
  const missing = id === undefined || query.error?.data?.code === 'NOT_FOUND'

  let body: ReactNode
  // Keyed: half-typed forms belong to one inquiry, not to the next one opened in the same drawer.
  if (detail) body = <DetailBody key={detail.id} detail={detail} />
  else if (missing) {
    body = (
      <div role="alert" className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <p className="text-slate-800">{ADMIN_INQUIRY_MESSAGES.notFound}</p>
        <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
          Back to the inquiries
        </button>
      </div>
    )
  } else if (query.error) {
    body = (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        {query.error.message}{' '}
        <button type="button" onClick={() => void query.refetch()} className={buttonClass('outline', 'sm', 'ml-2')}>
          Retry
        </button>
      </p>
    )
  } else {
    body = (
      <p role="status" className="text-sm text-slate-600">
        Loading the inquiry…
      </p>
    )
  }

  return (
    <Drawer
      title={detail?.fullName ?? (missing ? 'Inquiry not found' : 'Inquiry')}
      subtitle={detail && <Summary detail={detail} />}
      onClose={onClose}
      returnFocus={() => rowLinkOf(id)}
    >
      {body}
    </Drawer>
  )
}

function Summary({ detail }: { detail: Detail }) {
  const now = useNow()
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone={detail.status === 'new' ? 'accent' : 'neutral'}>{STATUS_LABELS[detail.status]}</Badge>
      <span>{KIND_LABELS[detail.kind]}</span>
      <span aria-hidden="true">·</span>
      <span>
        received <time dateTime={detail.createdAt}>{relativeTime(detail.createdAt)}</time>
      </span>
      {detail.openedAt === null && <Badge tone="primary">Unread</Badge>}
      {detail.doNotContactSince && <Badge tone="accent">Do not contact</Badge>}
      {detail.anonymisedAt && <Badge tone="neutral">Personal data erased</Badge>}
      <FirstContactBadge detail={detail} now={now} />
    </span>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  )
}

function DetailBody({ detail }: { detail: Detail }) {
  const now = useNow()
  return (
    <div className="space-y-8">
      <Section title="Contact">
        <ContactDesk detail={detail} />
      </Section>
      <Section title="Follow-up">
        <FollowUpForm detail={detail} now={now} />
      </Section>
      <Section title="Also from this person">
        <PersonInquiries inquiryId={detail.id} />
      </Section>
      <Section title="Triage">
        <TriageControls detail={detail} />
      </Section>
      <Section title="Details">
        <DetailFields detail={detail} />
      </Section>
      <Section title="Attribution">
        <Attribution attribution={detail.attribution} />
      </Section>
      <Section title="Signed-in user">
        <LinkedUser user={detail.user} userId={detail.userId} />
      </Section>
      <Section title="History and notes">
        <History detail={detail} />
        <NotesForm inquiryId={detail.id} />
      </Section>
      <Section title="Personal data">
        <PrivacyPanel detail={detail} />
      </Section>
      <WhoLooked inquiryId={detail.id} />
    </div>
  )
}
