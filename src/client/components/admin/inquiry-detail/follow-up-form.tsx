import { useId, useState } from 'react'
import { CalendarCheck } from 'lucide-react'
import { setFollowUpSchema } from '../../../../shared/schemas/admin-inquiries'
import { NOTE_MAX } from '../../../../shared/schemas/admissions'
import type { InquiryDetail } from '../../../lib/router-types'
import { Field, FieldError, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { THUMB } from '../thumb'
import { useSetFollowUp } from '../inquiries/use-triage'
import { splitRefusal } from './field-refusal'
import { firstInvalid, formError, showRefusal, useAdminForm } from '../admin-form'
import { indiaInputToIso, quickPicks } from './india-datetime'
import { durationText, formatDue, relativeTime } from '../admin-format'
import { ColleagueNote } from '../live/colleague-note'

const FIELDS = ['dueAt', 'note'] as const
const EMPTY = { dueAt: '', note: '' }

/** The open follow-up, if any: when it is due, or how long it has been overdue, and its note. */
function FollowUpState({ followUp, now }: { followUp: InquiryDetail['followUp']; now: number }) {
  if (!followUp) return <p className="text-sm text-slate-600">No follow-up set.</p>
  const due = Date.parse(followUp.dueAt)
  const when = <time dateTime={followUp.dueAt}>{formatDue(followUp.dueAt)}</time>
  return (
    <div className="space-y-2">
      {due < now ? (
        <p className="text-sm font-semibold text-red-800">
          Overdue by {durationText(now - due)} <span className="font-normal">(due {when})</span>
        </p>
      ) : (
        <p className="text-sm font-semibold text-slate-900">
          Due {when} <span className="font-normal text-slate-600">({relativeTime(followUp.dueAt, now)})</span>
        </p>
      )}
      {followUp.note && (
        <blockquote className="rounded-lg border-l-4 border-blue-200 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
          {followUp.note}
        </blockquote>
      )}
    </div>
  )
}

/**
 * The inquiry's next action: one open follow-up, set, moved or marked done here. Times are typed and
 * shown in India time, whatever the browser's zone. Input stays until the server has kept it; a
 * refusal shows beside the field it concerns.
 */
export function FollowUpForm({ detail, now }: { detail: Pick<InquiryDetail, 'id' | 'followUp'>; now: number }) {
  const id = useId()
  // An unreadable time goes to the schema as typed, which says what is wanted.
  const form = useAdminForm(setFollowUpSchema, EMPTY, ({ dueAt, note }: typeof EMPTY) => ({
    id: detail.id,
    dueAt: indiaInputToIso(dueAt) ?? dueAt,
    note,
  }))
  const { errors } = form.formState
  const [doneError, setDoneError] = useState<string | null>(null)
  const setFollowUp = useSetFollowUp()
  const open = detail.followUp !== null

  const focusFirst = (found: typeof errors) => {
    const first = firstInvalid(found, FIELDS)
    if (first) form.setFocus(first)
  }
  const clear = (field: (typeof FIELDS)[number]) => {
    form.clearErrors(field)
    form.clearErrors('root')
  }

  const onSubmit = form.handleSubmit((followUp) => {
    setFollowUp.mutate(followUp, {
      onSuccess: () => form.reset(EMPTY),
      onError: (err) => {
        const first = showRefusal(form, err, FIELDS)
        if (first) form.setFocus(first)
      },
    })
  }, focusFirst)

  function markDone() {
    setDoneError(null)
    setFollowUp.mutate({ id: detail.id, dueAt: null }, { onError: (err) => setDoneError(splitRefusal(err, []).form) })
  }

  const busy = setFollowUp.isPending
  return (
    <div className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <FollowUpState followUp={detail.followUp} now={now} />
      <ColleagueNote inquiryId={detail.id} actions={['follow-up', 'follow-up-done']} />
      {open && (
        <div>
          <button type="button" onClick={markDone} disabled={busy} className={buttonClass('secondary', 'sm', THUMB)}>
            <CalendarCheck aria-hidden="true" className="h-4 w-4" />
            Mark done
          </button>
          <FieldError message={doneError} />
        </div>
      )}
      <form
        onSubmit={(e) => {
          setDoneError(null)
          return onSubmit(e)
        }}
        noValidate
        aria-label="Follow-up"
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-due`} label="Follow-up time" description="India time (IST)." error={errors.dueAt?.message}>
            <TextInput type="datetime-local" {...form.register('dueAt', { onChange: () => clear('dueAt') })} />
          </Field>
          <Field id={`${id}-note`} label="Follow-up note" optional error={errors.note?.message}>
            <TextInput maxLength={NOTE_MAX} {...form.register('note', { onChange: () => clear('note') })} />
          </Field>
        </div>
        <div role="group" aria-label="Quick picks" className="flex flex-wrap gap-2">
          {quickPicks(now).map((pick) => (
            <button
              key={pick.label}
              type="button"
              onClick={() => {
                form.setValue('dueAt', pick.value)
                clear('dueAt')
              }}
              className={buttonClass('outline', 'sm', THUMB)}
            >
              {pick.label}
            </button>
          ))}
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm', THUMB)}>
          {busy ? 'Saving…' : open ? 'Change follow-up' : 'Set follow-up'}
        </button>
        <FieldError message={formError(errors, FIELDS)} />
      </form>
    </div>
  )
}
