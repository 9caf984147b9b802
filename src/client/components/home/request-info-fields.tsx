import type { FormEvent, Ref } from 'react'
import { Send } from 'lucide-react'
import { INQUIRY_COURSE_OPTIONS } from '../../../shared/catalogue/inquiry-course-options'
import { Field, TextInput } from '../forms/field'
import { Honeypot } from '../forms/honeypot'
import { buttonClass } from '../ui/button'
import { Select } from '../ui/select'
import type { InquiryFormValues } from '../forms/use-inquiry-form'
import type { InformationRequestInput } from '../../../shared/schemas/inquiry'
import { keepFocusOnPress } from '../forms/keep-focus-on-press'
import { SiteLink } from '../ui/site-link'

export type RequestInfoValues = InquiryFormValues<InformationRequestInput>

export const REQUEST_INFO_FIELDS = ['fullName', 'email', 'phone', 'program', 'website'] as const
export const REQUEST_INFO_EMPTY: RequestInfoValues = { fullName: '', email: '', phone: '', program: '', website: '' }

/** What drives the form: the plain first render, or the live controller once its code has loaded. */
export interface LiveFieldsProps {
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void | Promise<void>
  field: (name: keyof RequestInfoValues) => object
  errors?: Partial<Record<keyof RequestInfoValues, string>>
  submitting?: boolean
}

/**
 * The Request Information form's markup, shared by its plain first render and the live form that
 * takes over: `field` gives each control its props (a name and default, or react-hook-form's register).
 */
export function RequestInfoFields({
  id,
  onSubmit,
  formRef,
  field,
  errors = {},
  submitting = false,
}: LiveFieldsProps & { id: string; formRef?: Ref<HTMLFormElement> }) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-6 space-y-5"
      aria-label="Request information"
    >
      <Field id={`${id}-name`} label="Full Name" required error={errors.fullName}>
        <TextInput autoComplete="name" placeholder="e.g. Ananya Sharma" {...field('fullName')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-email`} label="Email" required error={errors.email}>
          <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required error={errors.phone}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" {...field('phone')} />
        </Field>
      </div>
      <Field id={`${id}-program`} label="Program of interest" required error={errors.program}>
        <Select
          options={INQUIRY_COURSE_OPTIONS}
          placeholder="Select a program"
          className="h-11 w-full text-base sm:text-sm"
          {...field('program')}
        />
      </Field>
      <Honeypot {...field('website')} />
      <button
        type="submit"
        onMouseDown={keepFocusOnPress}
        disabled={submitting}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        <Send className="size-5" aria-hidden="true" />
        {submitting ? 'Submitting...' : 'Request Information'}
      </button>
      <p className="text-center text-xs text-slate-600">
        By submitting, you agree to be contacted about our programs as our{' '}
        <SiteLink href="/privacy" className="underline underline-offset-2">
          Privacy Policy
        </SiteLink>{' '}
        describes. We never share your details.
      </p>
    </form>
  )
}
