import { useId } from 'react'
import { Send } from 'lucide-react'
import { CONTACT_INQUIRY_TYPES, DEFAULT_CONTACT_INQUIRY_TYPE } from '../../../shared/inquiry-options'
import { Select } from '../ui/select'
import { buttonClass } from '../ui/button'
import { Checkbox, Field, TextArea, TextInput } from './field'
import { Honeypot } from './honeypot'
import { TermsLabel } from './terms-label'
import { handleSubmitError, useInquiryForm, type InquiryFormValues } from './use-inquiry-form'
import { loadTrpc } from '../../lib/load-trpc'
import { notify } from '../../lib/notify'
import { currentAttribution } from '../../lib/attribution'
import type { ContactFormInput } from '../../../shared/schemas/inquiry'
import { keepFocusOnPress } from './keep-focus-on-press'

// The box starts unticked; the schema accepts only a ticked one.
type ContactValues = InquiryFormValues<Omit<ContactFormInput, 'agreeToTerms'> & { agreeToTerms: boolean }>

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  inquiryType: DEFAULT_CONTACT_INQUIRY_TYPE,
  subject: '',
  message: '',
  agreeToTerms: false,
  website: '',
} satisfies ContactValues

/** The /contact form: validated with the shared schema, stored through tRPC, reset on success. */
export function ContactForm() {
  const id = useId()
  const form = useInquiryForm<ContactValues>(
    () => import('../../../shared/schemas/inquiry').then((m) => m.contactFormSchema),
    EMPTY,
  )
  const { register, formState } = form
  const { errors, isSubmitting } = formState

  const onSubmit = form.handleSubmit(async ({ subject, agreeToTerms: _agreed, ...values }) => {
    try {
      // docs/product.md §3: a contact inquiry carries its subject in `program`.
      await (
        await loadTrpc()
      ).inquiries.contact.mutate({ ...values, program: subject, attribution: currentAttribution() })
      notify({ title: 'Message Sent', description: "Thank you for reaching out. We'll reply within one working day." })
      form.reset(EMPTY)
    } catch (err) {
      const description = handleSubmitError(form, err, 'There was an error submitting your message. Please try again.')
      // The server names the stored field `program`; on this form it is the subject.
      const programError = form.getFieldState('program' as never).error
      if (programError) form.setError('subject', programError)
      notify({ title: 'Error', description, variant: 'destructive' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-5 sm:grid-cols-2" aria-label="Contact form">
      <Field id={`${id}-fullName`} label="Full Name" required error={errors.fullName?.message}>
        <TextInput autoComplete="name" placeholder="e.g. Priya Sharma" {...register('fullName')} />
      </Field>
      <Field id={`${id}-email`} label="Email" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <Field id={`${id}-phone`} label="Phone" required error={errors.phone?.message}>
        <TextInput type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" {...register('phone')} />
      </Field>
      <Field id={`${id}-inquiryType`} label="Inquiry Type">
        <Select
          options={CONTACT_INQUIRY_TYPES}
          className="h-11! w-full"
          defaultValue={EMPTY.inquiryType}
          {...register('inquiryType')}
        />
      </Field>
      <Field id={`${id}-subject`} label="Subject" required error={errors.subject?.message} className="sm:col-span-2">
        <TextInput placeholder="How can we help you?" {...register('subject')} />
      </Field>
      <Field id={`${id}-message`} label="Message" required error={errors.message?.message} className="sm:col-span-2">
        <TextArea rows={5} placeholder="Tell us a little about what you are looking for…" {...register('message')} />
      </Field>
      <Checkbox
        id={`${id}-agreeToTerms`}
        className="sm:col-span-2"
        label={<TermsLabel />}
        error={errors.agreeToTerms?.message}
        {...register('agreeToTerms')}
      />
      <Honeypot {...register('website')} />
      <div className="sm:col-span-2">
        <button
          type="submit"
          onMouseDown={keepFocusOnPress}
          disabled={isSubmitting}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          <Send className="size-4" aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
