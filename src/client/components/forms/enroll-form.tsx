import { useEffect, useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Send } from 'lucide-react'
import { Select } from '../ui/select'
import { buttonClass } from '../ui/button'
import { Checkbox, Field, TextArea, TextInput } from './field'
import { TermsLabel } from './terms-label'
import { Honeypot } from './honeypot'
import {
  COURSE_LEVELS,
  DEFAULT_ENROLL_PROGRAM,
  EDUCATION_OPTIONS,
  ENROLL_PROGRAM_OPTIONS,
  ENROLL_PROGRAMS,
  type EnrollProgram,
} from '../../../shared/inquiry-options'
import { derivePackages } from '../../../shared/pricing'
import { handleSubmitError, useInquiryForm, type InquiryFormValues } from './use-inquiry-form'
import { loadTrpc } from '../../lib/load-trpc'
import { notify } from '../../lib/notify'
import { currentAttribution } from '../../lib/attribution'
import { useAuth } from '../../auth/auth-provider'
import type { EnrollmentInput } from '../../../shared/schemas/inquiry'
import { keepFocusOnPress } from './keep-focus-on-press'

/** courseDetails.level choices (docs/product.md §3). */
const ENROLL_LEVEL_OPTIONS = COURSE_LEVELS.map((level) => ({ value: level, label: level }))

/** courseDetails.duration choices: the three package lengths (docs/product.md §9), as the pricing defines them. */
const ENROLL_DURATION_OPTIONS = derivePackages({ price: 0, modules: 0 }).map((p) => ({
  value: p.duration,
  label: p.duration,
}))

export const DEFAULT_ENROLL_LEVEL = 'Beginner'
export const DEFAULT_ENROLL_DURATION = '3 months'

export interface EnrollFormDefaults {
  program?: string
  duration?: string
  level?: string
}

const isEnrollProgram = (v: string | undefined): v is EnrollProgram => ENROLL_PROGRAMS.includes(v as EnrollProgram)

// The form shows the course details as two fields of its own; the submission nests them again.
type EnrollValues = InquiryFormValues<
  Omit<EnrollmentInput, 'courseDetails'> & NonNullable<EnrollmentInput['courseDetails']>
>

/**
 * The /enroll application form: validated with the shared schema, stored through tRPC; on success the
 * visitor goes home. The submit button stays disabled until the terms box is ticked (docs/product.md §5).
 */
export function EnrollForm({ defaults = {} }: { defaults?: EnrollFormDefaults }) {
  const id = useId()
  const navigate = useNavigate()
  const [agreed, setAgreed] = useState(false)
  const initial = {
    fullName: '',
    email: '',
    phone: '',
    education: '',
    program: isEnrollProgram(defaults.program) ? defaults.program : DEFAULT_ENROLL_PROGRAM,
    level: defaults.level ?? DEFAULT_ENROLL_LEVEL,
    duration: defaults.duration ?? DEFAULT_ENROLL_DURATION,
    message: '',
    website: '',
  } satisfies EnrollValues
  const form = useInquiryForm<EnrollValues>(
    () => import('../../../shared/schemas/inquiry').then((m) => m.siteEnrollmentSchema),
    initial,
  )
  const { register, formState } = form
  const { errors, isSubmitting } = formState

  // docs/product.md §5: a signed-in applicant's name and e-mail are filled in, unless already typed.
  const { user } = useAuth()
  useEffect(() => {
    if (!user) return
    for (const [field, value] of [
      ['fullName', user.displayName],
      ['email', user.email],
    ] as const) {
      if (value && !form.getValues(field)) form.setValue(field, value)
    }
  }, [user, form])

  const submit = form.handleSubmit(async ({ level, duration, ...values }) => {
    try {
      await (
        await loadTrpc()
      ).inquiries.enroll.mutate({ ...values, courseDetails: { level, duration }, attribution: currentAttribution() })
      notify({
        title: 'Application Submitted',
        description: "Thank you for your interest! We'll contact you shortly to complete your enrollment.",
      })
      await navigate({ to: '/' })
    } catch (err) {
      const description = handleSubmitError(
        form,
        err,
        'There was a problem submitting your application. Please try again.',
      )
      notify({ title: 'Submission Failed', description, variant: 'destructive' })
    }
  })

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    if (!agreed) {
      e.preventDefault()
      notify({
        title: 'Terms Required',
        description: 'Please agree to the terms and privacy policy to continue.',
        variant: 'destructive',
      })
      return
    }
    void submit(e)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-8" aria-label="Enrollment application">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your details</legend>
        <Field
          id={`${id}-fullName`}
          label="Full Name"
          required
          error={errors.fullName?.message}
          className="sm:col-span-2"
        >
          <TextInput autoComplete="name" placeholder="e.g. Priya Sharma" {...register('fullName')} />
        </Field>
        <Field id={`${id}-email`} label="Email" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required error={errors.phone?.message}>
          <TextInput
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            {...register('phone')}
          />
        </Field>
        <Field id={`${id}-education`} label="Education" error={errors.education?.message} className="sm:col-span-2">
          <Select
            options={EDUCATION_OPTIONS}
            placeholder="Select your highest qualification"
            className="h-11! w-full"
            defaultValue={initial.education}
            {...register('education')}
          />
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your program</legend>
        <Field id={`${id}-program`} label="Program" error={errors.program?.message} className="sm:col-span-2">
          <Select
            options={ENROLL_PROGRAM_OPTIONS}
            className="h-11! w-full"
            defaultValue={initial.program}
            {...register('program')}
          />
        </Field>
        <Field id={`${id}-level`} label="Level" description="Your current level in this subject.">
          <Select
            options={ENROLL_LEVEL_OPTIONS}
            className="h-11! w-full"
            defaultValue={initial.level}
            {...register('level')}
          />
        </Field>
        <Field id={`${id}-duration`} label="Duration" description="Basic, Standard or Premium package length.">
          <Select
            options={ENROLL_DURATION_OPTIONS}
            className="h-11! w-full"
            defaultValue={initial.duration}
            {...register('duration')}
          />
        </Field>
        <Field id={`${id}-message`} label="Message" optional className="sm:col-span-2">
          <TextArea
            rows={4}
            {...register('message')}
            placeholder="Anything we should know: preferred batch timings, career goals, questions…"
          />
        </Field>
      </fieldset>

      <div className="space-y-5 border-t border-slate-200 pt-6">
        <Checkbox
          id={`${id}-terms`}
          name="agreeToTerms"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          label={<TermsLabel />}
        />
        <Honeypot {...register('website')} />
        <button
          type="submit"
          onMouseDown={keepFocusOnPress}
          disabled={!agreed || isSubmitting}
          aria-describedby={agreed ? undefined : `${id}-submit-hint`}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          <Send className="size-4" aria-hidden="true" />
          {isSubmitting ? 'Submitting...' : 'Submit Application'}
        </button>
        {!agreed && (
          <p id={`${id}-submit-hint`} className="text-sm text-slate-600">
            Please agree to the terms and privacy policy to continue.
          </p>
        )}
      </div>
    </form>
  )
}
