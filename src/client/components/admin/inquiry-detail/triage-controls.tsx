import { useId, useState } from 'react'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryDetail, PersonRef } from '../../../lib/router-types'
import { useAuth } from '../../../auth/auth-provider'
import { buttonClass } from '../../ui/button'
import { Select, type SelectOption } from '../../ui/select'
import { personName } from '../inquiries/inquiry-format'
import { useAdminOptions } from '../inquiries/use-admin-options'
import { useAssign, useSetStatus } from '../inquiries/use-triage'
import { usePermissions } from '../use-permissions'
import { THUMB } from '../thumb'
import { ColleagueNote } from '../live/colleague-note'

const STATUS_OPTIONS = INQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))
const labelClass = 'mb-1.5 block text-sm font-semibold text-slate-800'

/**
 * The inquiry's status and owner; each change shows at once and is saved in the background. A member who
 * may not assign leads (a counsellor) sees the owner, and takes an unassigned lead for themselves.
 */
export function TriageControls({ detail }: { detail: InquiryDetail }) {
  const id = useId()
  const { user } = useAuth()
  const assigns = usePermissions().can('inquiries.assign')
  const admins = useAdminOptions({ enabled: assigns })
  const setStatus = useSetStatus()
  const assign = useAssign()
  const [feedback, setFeedback] = useState('')
  const mine = !!user && detail.owner?.uid === user.uid

  function changeStatus(status: InquiryStatus) {
    setFeedback('Saving the status…')
    setStatus.mutate(
      { id: detail.id, status },
      {
        onSuccess: () => setFeedback(`Status saved: ${STATUS_LABELS[status]}.`),
        onError: () => setFeedback('The status was not saved.'),
      },
    )
  }

  function changeOwner(ownerUid: string | null) {
    setFeedback('Saving the owner…')
    assign.mutate(
      { id: detail.id, ownerUid },
      {
        onSuccess: (saved) => setFeedback(saved.owner ? `Owner saved: ${personName(saved.owner)}.` : 'Owner removed.'),
        onError: () => setFeedback('The owner was not saved.'),
      },
    )
  }

  function assignToMe() {
    if (!user) return
    changeOwner(user.uid)
    // The button goes once the inquiry is mine: keep the keyboard user's place on the owner control.
    document.getElementById(`${id}-owner`)?.focus()
  }

  const ownerField = assigns ? (
    <Select
      id={`${id}-owner`}
      value={detail.owner?.uid ?? ''}
      onChange={(e) => changeOwner(e.target.value || null)}
      options={ownerOptions(admins, detail.owner, user?.uid)}
      className={`w-full ${THUMB}`}
    />
  ) : (
    // Focusable, so the keyboard's place survives "Take this lead" going away.
    <p id={`${id}-owner`} tabIndex={-1} className="py-2 text-sm text-slate-900">
      {mine ? 'You' : detail.owner ? personName(detail.owner) : 'Unassigned'}
    </p>
  )

  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status
          </label>
          <Select
            id={`${id}-status`}
            value={detail.status}
            onChange={(e) => changeStatus(e.target.value as InquiryStatus)}
            options={STATUS_OPTIONS}
            className={`w-full ${THUMB}`}
          />
          <ColleagueNote inquiryId={detail.id} actions={['status']} />
        </div>
        <div>
          {assigns ? (
            <label htmlFor={`${id}-owner`} className={labelClass}>
              Owner
            </label>
          ) : (
            <p className={labelClass}>Owner</p>
          )}
          {ownerField}
          <ColleagueNote inquiryId={detail.id} actions={['owner']} owner={detail.owner} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* A counsellor takes only a lead nobody has (the server refuses the rest). */}
        {user && !mine && (assigns || !detail.owner) && (
          <button type="button" onClick={assignToMe} className={buttonClass('secondary', 'sm', THUMB)}>
            {assigns ? 'Assign to me' : 'Take this lead'}
          </button>
        )}
        <p role="status" className="min-h-5 text-sm text-slate-600">
          {feedback}
        </p>
      </div>
    </div>
  )
}

/** Nobody, then every admin; an owner missing from the list (still loading, or no longer an admin) stays listed. */
function ownerOptions(admins: SelectOption[], owner: PersonRef | null, myUid: string | undefined): SelectOption[] {
  const options = [
    { value: '', label: 'Unassigned' },
    ...admins.map((a) => (a.value === myUid ? { ...a, label: `${a.label} (you)` } : a)),
  ]
  if (owner && !options.some((o) => o.value === owner.uid)) options.push({ value: owner.uid, label: personName(owner) })
  return options
}
