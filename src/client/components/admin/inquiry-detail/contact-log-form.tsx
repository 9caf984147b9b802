import { useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { logContactSchema } from '../../../../shared/schemas/admin-inquiries'
import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  NOTE_MAX,
  type ContactChannel,
  type ContactOutcome,
} from '../../../../shared/schemas/admissions'
import { Field, FieldError, TextArea } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useLogContact } from '../inquiries/use-triage'
import { splitIssues, splitRefusal, type FormRefusal } from './field-refusal'
import { RadioGroup } from './radio-group'

const CHANNEL_OPTIONS = CONTACT_CHANNELS.map((c) => ({ value: c, label: CONTACT_CHANNEL_LABELS[c] }))
const OUTCOME_OPTIONS = CONTACT_OUTCOMES.map((o) => ({ value: o, label: CONTACT_OUTCOME_LABELS[o] }))
const FIELDS = ['channel', 'outcome', 'note'] as const
type FormField = (typeof FIELDS)[number]

const PROMPTS: Record<ContactChannel, string> = {
  call: 'How did the call go?',
  whatsapp: 'How did the WhatsApp message go?',
  email: 'How did the e-mail go?',
}

const NO_ERRORS: FormRefusal<FormField> = { fields: {}, form: null }

/**
 * What came of a call, message or e-mail. The channel is the caller's to hold, so that a quick action
 * can choose it; `prompt` is the channel a quick action just used, whose outcome the form asks for.
 * Input stays until the server has kept it; a refusal shows beside the field it concerns.
 */
export function ContactLogForm({
  inquiryId,
  channel,
  onChannelChange,
  prompt,
  onLogged,
  outcomeRef,
}: {
  inquiryId: number
  channel: ContactChannel
  onChannelChange: (channel: ContactChannel) => void
  prompt: ContactChannel | null
  onLogged: () => void
  outcomeRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  const [outcome, setOutcome] = useState<ContactOutcome | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<FormRefusal<FormField>>(NO_ERRORS)
  const form = useRef<HTMLFormElement>(null)
  const logContact = useLogContact()

  function clearError(field: FormField) {
    if (errors.fields[field] || errors.form)
      setErrors((e) => ({ fields: { ...e.fields, [field]: undefined }, form: null }))
  }

  /** Brings the first field with a message into view and under the keyboard. */
  function focusFirstInvalid(found: FormRefusal<FormField>) {
    const first = FIELDS.find((f) => found.fields[f])
    if (!first) return
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = logContactSchema.safeParse({ id: inquiryId, channel, outcome: outcome ?? undefined, note })
    if (!parsed.success) {
      const found = splitIssues(parsed.error.issues, FIELDS)
      setErrors(found)
      focusFirstInvalid(found)
      return
    }
    setErrors(NO_ERRORS)
    logContact.mutate(parsed.data, {
      onSuccess: () => {
        setOutcome(null)
        setNote('')
        onLogged()
      },
      onError: (err) => {
        const found = splitRefusal(err, FIELDS)
        setErrors(found)
        focusFirstInvalid(found)
      },
    })
  }

  const headingId = `${id}-heading`
  const promptId = `${id}-prompt`
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={prompt ? promptId : undefined}
      className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div>
        <h4 id={headingId} className="text-sm font-bold text-slate-900">
          Log a contact
        </h4>
        {/* Always rendered, so that the question is announced when a quick action fills it in. */}
        <p id={promptId} role="status" className="text-sm font-medium text-blue-900">
          {prompt ? PROMPTS[prompt] : ''}
        </p>
      </div>
      <RadioGroup
        legend="Channel"
        name="channel"
        options={CHANNEL_OPTIONS}
        value={channel}
        onChange={(c) => {
          onChannelChange(c)
          clearError('channel')
        }}
        error={errors.fields.channel}
      />
      <RadioGroup
        legend="Outcome"
        name="outcome"
        options={OUTCOME_OPTIONS}
        value={outcome}
        onChange={(o) => {
          setOutcome(o)
          clearError('outcome')
        }}
        error={errors.fields.outcome}
        firstRef={outcomeRef}
      />
      <Field id={`${id}-note`} label="Contact note" optional error={errors.fields.note}>
        <TextArea
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.target.value)
            clearError('note')
          }}
        />
      </Field>
      <button type="submit" disabled={logContact.isPending} className={buttonClass('primary', 'sm')}>
        {logContact.isPending ? 'Logging…' : 'Log contact'}
      </button>
      <FieldError message={errors.form} />
    </form>
  )
}
