import { useId, useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { EDUCATION_OPTIONS, ENROLL_PROGRAM_OPTIONS, DEFAULT_ENROLL_PROGRAM, type EnquiryOption } from '../../../shared/catalogue'
import { Select } from '../ui/select'
import { buttonClass } from '../ui/button'
import { Checkbox, Field, TextArea, TextInput } from './field'
import { TermsLabel } from './contact-form'

/** courseDetails.level choices (SPEC §3). */
export const ENROLL_LEVEL_OPTIONS: readonly EnquiryOption[] = [
  { value: 'Beginner', label: 'Beginner' },
  { value: 'Intermediate', label: 'Intermediate' },
  { value: 'Advanced', label: 'Advanced' },
]

/** courseDetails.duration choices: the three package lengths (SPEC §9). */
export const ENROLL_DURATION_OPTIONS: readonly EnquiryOption[] = [
  { value: '3 months', label: '3 months' },
  { value: '6 months', label: '6 months' },
  { value: '12 months', label: '12 months' },
]

export const DEFAULT_ENROLL_LEVEL = 'Beginner'
export const DEFAULT_ENROLL_DURATION = '3 months'

export interface EnrollFormDefaults {
  program?: string
  duration?: string
  level?: string
}

/**
 * The /enroll application form. Layout only for now: submitting is prevented (a later change sends
 * the enrollment inquiry, shows the SPEC toasts and goes home on success). The submit button stays
 * disabled until the terms box is ticked (SPEC §5).
 */
export function EnrollForm({ defaults = {} }: { defaults?: EnrollFormDefaults }) {
  const id = useId()
  const [agreed, setAgreed] = useState(false)

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
  }

  return (
    <form onSubmit={onSubmit} className="space-y-8" aria-label="Enrollment application">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your details</legend>
        <Field id={`${id}-fullName`} label="Full Name" required className="sm:col-span-2">
          <TextInput name="fullName" autoComplete="name" placeholder="e.g. Priya Sharma" />
        </Field>
        <Field id={`${id}-email`} label="Email" required>
          <TextInput type="email" name="email" autoComplete="email" placeholder="you@example.com" />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required>
          <TextInput type="tel" name="phone" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />
        </Field>
        <Field id={`${id}-education`} label="Education" className="sm:col-span-2">
          <Select name="education" defaultValue="" className="h-11! w-full">
            <option value="">Select your highest qualification</option>
            {EDUCATION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-bold text-slate-900">Your program</legend>
        <Field id={`${id}-program`} label="Program" className="sm:col-span-2">
          <Select name="program" defaultValue={defaults.program ?? DEFAULT_ENROLL_PROGRAM} className="h-11! w-full">
            {ENROLL_PROGRAM_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-level`} label="Level" description="Your current level in this subject.">
          <Select name="level" defaultValue={defaults.level ?? DEFAULT_ENROLL_LEVEL} className="h-11! w-full">
            {ENROLL_LEVEL_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-duration`} label="Duration" description="Basic, Standard or Premium package length.">
          <Select name="duration" defaultValue={defaults.duration ?? DEFAULT_ENROLL_DURATION} className="h-11! w-full">
            {ENROLL_DURATION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-message`} label="Message" optional className="sm:col-span-2">
          <TextArea name="message" rows={4} placeholder="Anything we should know: preferred batch timings, career goals, questions…" />
        </Field>
      </fieldset>

      <div className="space-y-5 border-t border-slate-200 pt-6">
        <Checkbox id={`${id}-terms`} name="agreeToTerms" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} label={<TermsLabel />} />
        <button type="submit" disabled={!agreed} aria-describedby={agreed ? undefined : `${id}-submit-hint`} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <Send className="size-4" aria-hidden="true" />
          Submit Application
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
