import { useId, useRef, type Ref } from 'react'
import { useController, type FieldErrors } from 'react-hook-form'
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
import { THUMB } from '../thumb'
import { useLogContact } from '../inquiries/use-triage'
import { firstInvalid, formError, showRefusal, useAdminForm } from '../admin-form'
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

interface Values {
  outcome: ContactOutcome | null
  note: string
}
const EMPTY: Values = { outcome: null, note: '' }

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
  const form = useAdminForm(logContactSchema, EMPTY, ({ outcome, note }: Values) => ({
    id: inquiryId,
    channel,
    outcome: outcome ?? undefined,
    note,
  }))
  // The channel is the caller's, yet the schema's word on it shows beside its group.
  const errors: FieldErrors<Values & { channel?: ContactChannel }> = form.formState.errors
  const { field: outcomeField } = useController({ control: form.control, name: 'outcome' })
  const formRef = useRef<HTMLFormElement>(null)
  const logContact = useLogContact()

  function clearError(field: FormField) {
    form.clearErrors(field as never)
    form.clearErrors('root')
  }

  /** Brings the first field with a message into view and under the keyboard. */
  function focusFirstInvalid(field: FormField | undefined) {
    // The radio groups are no single control: the first choice of the group takes the focus.
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
  }

  const onSubmit = form.handleSubmit(
    (contact) =>
      logContact.mutate(contact, {
        onSuccess: () => {
          form.reset(EMPTY)
          onLogged()
        },
        onError: (err) => focusFirstInvalid(showRefusal(form, err, FIELDS)),
      }),
    (found) => focusFirstInvalid(firstInvalid(found, FIELDS)),
  )

  const headingId = `${id}-heading`
  const promptId = `${id}-prompt`
  return (
    <form
      ref={formRef}
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
        error={errors.channel?.message}
      />
      <RadioGroup
        legend="Outcome"
        name="outcome"
        options={OUTCOME_OPTIONS}
        value={outcomeField.value}
        onChange={(o) => {
          outcomeField.onChange(o)
          clearError('outcome')
        }}
        error={errors.outcome?.message}
        firstRef={outcomeRef}
      />
      <Field id={`${id}-note`} label="Contact note" optional error={errors.note?.message}>
        <TextArea rows={2} maxLength={NOTE_MAX} {...form.register('note', { onChange: () => clearError('note') })} />
      </Field>
      <button type="submit" disabled={logContact.isPending} className={buttonClass('primary', 'sm', THUMB)}>
        {logContact.isPending ? 'Logging…' : 'Log contact'}
      </button>
      <FieldError message={formError(errors, FIELDS)} />
    </form>
  )
}
