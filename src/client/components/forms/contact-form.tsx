import { useId, useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import type { EnquiryOption } from '../../../shared/catalogue'
import { Select } from '../ui/select'
import { buttonClass } from '../ui/button'
import { Checkbox, Field, TextArea, TextInput } from './field'

/** Inquiry types offered on /contact (the contact inquiry's inquiryType, SPEC §3); mirrors CONTACT_INQUIRY_TYPES in shared/schemas/inquiry.ts, not imported so that zod stays out of this bundle until the form is wired. */
export const INQUIRY_TYPE_OPTIONS: readonly EnquiryOption[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'admissions', label: 'Admissions' },
  { value: 'courses', label: 'Course Information' },
  { value: 'internships', label: 'Internships' },
  { value: 'corporate', label: 'Corporate Training' },
  { value: 'other', label: 'Other' },
]

export const DEFAULT_INQUIRY_TYPE = 'general'

/**
 * The /contact form. Layout only for now: submitting is prevented. A later change wires zod
 * validation, the SPEC error messages, the 'Sending...' state and the toasts.
 */
export function ContactForm() {
  const id = useId()
  const [agreed, setAgreed] = useState(false)

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2" aria-label="Contact form">
      <Field id={`${id}-fullName`} label="Full Name" required>
        <TextInput name="fullName" autoComplete="name" placeholder="e.g. Priya Sharma" />
      </Field>
      <Field id={`${id}-email`} label="Email" required>
        <TextInput type="email" name="email" autoComplete="email" placeholder="you@example.com" />
      </Field>
      <Field id={`${id}-phone`} label="Phone" required>
        <TextInput type="tel" name="phone" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />
      </Field>
      <Field id={`${id}-inquiryType`} label="Inquiry Type">
        <Select name="inquiryType" defaultValue={DEFAULT_INQUIRY_TYPE} className="h-11! w-full">
          {INQUIRY_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-subject`} label="Subject" required className="sm:col-span-2">
        <TextInput name="subject" placeholder="How can we help you?" />
      </Field>
      <Field id={`${id}-message`} label="Message" required className="sm:col-span-2">
        <TextArea name="message" rows={5} placeholder="Tell us a little about what you are looking for…" />
      </Field>
      <Checkbox
        id={`${id}-agreeToTerms`}
        name="agreeToTerms"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
        className="sm:col-span-2"
        label={<TermsLabel />}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <Send className="size-4" aria-hidden="true" />
          Send Message
        </button>
      </div>
    </form>
  )
}

/**
 * 'I agree to the terms and privacy policy', with both documents opening in a new tab so that
 * a half-filled form is not lost.
 */
export function TermsLabel() {
  return (
    <>
      {'I agree to the '}
      <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950">
        terms<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {' and '}
      <a href="/privacy" target="_blank" rel="noopener" className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950">
        privacy policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  )
}
