import { useId, useRef, useState, type FormEvent } from 'react'
import { CalendarCheck } from 'lucide-react'
import { setFollowUpSchema } from '../../../../shared/schemas/admin-inquiries'
import { NOTE_MAX } from '../../../../shared/schemas/admissions'
import type { InquiryDetail } from '../../../lib/router-types'
import { Field, FieldError, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useSetFollowUp } from '../inquiries/use-triage'
import { splitIssues, splitRefusal, type FormRefusal } from './field-refusal'
import { indiaInputToIso, quickPicks } from './india-datetime'
import { durationText, formatDue, relativeTime } from '../admin-format'

const FIELDS = ['dueAt', 'note'] as const
type FormField = (typeof FIELDS)[number]
const NO_ERRORS: FormRefusal<FormField> = { fields: {}, form: null }

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
  const [dueAt, setDueAt] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FormRefusal<FormField>>(NO_ERRORS)
  const [doneError, setDoneError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const setFollowUp = useSetFollowUp()
  const open = detail.followUp !== null

  function clearErrors(field: FormField) {
    if (errors.fields[field] || errors.form)
      setErrors((e) => ({ fields: { ...e.fields, [field]: undefined }, form: null }))
  }

  function show(found: FormRefusal<FormField>) {
    setErrors(found)
    const first = FIELDS.find((f) => found.fields[f])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setDoneError(null)
    // An unreadable value goes to the schema as typed, which says what is wanted.
    const parsed = setFollowUpSchema.safeParse({ id: detail.id, dueAt: indiaInputToIso(dueAt) ?? dueAt, note })
    if (!parsed.success) return show(splitIssues(parsed.error.issues, FIELDS))
    setErrors(NO_ERRORS)
    setFollowUp.mutate(parsed.data, {
      onSuccess: () => {
        setDueAt('')
        setNote('')
      },
      onError: (err) => show(splitRefusal(err, FIELDS)),
    })
  }

  function markDone() {
    setDoneError(null)
    setFollowUp.mutate({ id: detail.id, dueAt: null }, { onError: (err) => setDoneError(splitRefusal(err, []).form) })
  }

  const busy = setFollowUp.isPending
  return (
    <div className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <FollowUpState followUp={detail.followUp} now={now} />
      {open && (
        <div>
          <button type="button" onClick={markDone} disabled={busy} className={buttonClass('secondary', 'sm')}>
            <CalendarCheck aria-hidden="true" className="h-4 w-4" />
            Mark done
          </button>
          <FieldError message={doneError} />
        </div>
      )}
      <form ref={form} onSubmit={onSubmit} noValidate aria-label="Follow-up" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-due`} label="Follow-up time" description="India time (IST)." error={errors.fields.dueAt}>
            <TextInput
              type="datetime-local"
              name="dueAt"
              value={dueAt}
              onChange={(e) => {
                setDueAt(e.target.value)
                clearErrors('dueAt')
              }}
            />
          </Field>
          <Field id={`${id}-note`} label="Follow-up note" optional error={errors.fields.note}>
            <TextInput
              name="note"
              maxLength={NOTE_MAX}
              value={note}
              onChange={(e) => {
                setNote(e.target.value)
                clearErrors('note')
              }}
            />
          </Field>
        </div>
        <div role="group" aria-label="Quick picks" className="flex flex-wrap gap-2">
          {quickPicks(now).map((pick) => (
            <button
              key={pick.label}
              type="button"
              onClick={() => {
                setDueAt(pick.value)
                clearErrors('dueAt')
              }}
              className={buttonClass('outline', 'sm')}
            >
              {pick.label}
            </button>
          ))}
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')}>
          {busy ? 'Saving…' : open ? 'Change follow-up' : 'Set follow-up'}
        </button>
        <FieldError message={errors.form} />
      </form>
    </div>
  )
}
