import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { CheckCircle2, Send } from 'lucide-react'
import { notify } from '../../lib/notify'
import { MENTORSHIP_CATEGORIES } from '../../../shared/catalogue/mentors'
import { Select } from '../ui/select'
import { buttonClass } from '../ui/button'
import { Field, TextArea, TextInput } from '../forms/field'

/** Value of the area selector when the visitor wants help choosing. */
export const UNDECIDED_AREA = 'not-sure'

/**
 * The mentorship request form. docs/product.md §7: it makes no network call; submitting shows a confirmation in
 * place and a 'Request Received' toast.
 */
export function MentorshipRequestForm({ area, onAreaChange }: { area: string; onAreaChange: (area: string) => void }) {
  const id = useId()
  const [submitted, setSubmitted] = useState(false)
  const confirmationRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (submitted) confirmationRef.current?.focus()
  }, [submitted])

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setSubmitted(true)
    notify({
      title: 'Request Received',
      description: "Thank you! We'll contact you within 24-48 hours to match you with the right mentor.",
    })
  }

  if (submitted) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-2xl border border-teal-200 bg-teal-50 px-6 py-12 text-center focus:outline-none"
      >
        <CheckCircle2 className="size-12 text-teal-700" aria-hidden="true" />
        <h3 className="mt-4 text-2xl font-bold text-slate-900">Thank you! Your request has been received.</h3>
        <p className="mt-3 max-w-md text-slate-700">
          Our mentorship team will contact you within 24-48 hours to understand your goals and match you with the right
          mentor.
        </p>
        <button type="button" onClick={() => setSubmitted(false)} className={buttonClass('outline', 'md', 'mt-8')}>
          Send another request
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label="Mentorship request">
      <Field id={`${id}-name`} label="Full Name" required>
        <TextInput name="fullName" autoComplete="name" minLength={2} placeholder="e.g. Priya Sharma" />
      </Field>
      <Field id={`${id}-email`} label="Email" required>
        <TextInput type="email" name="email" autoComplete="email" placeholder="you@example.com" />
      </Field>
      <Field id={`${id}-phone`} label="Phone" required>
        <TextInput
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          minLength={10}
          placeholder="+91 98765 43210"
        />
      </Field>
      <Field id={`${id}-area`} label="Preferred Mentorship Area">
        <Select name="area" value={area} onChange={(e) => onAreaChange(e.target.value)} className="h-11! w-full">
          {MENTORSHIP_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
          <option value={UNDECIDED_AREA}>Not sure yet, help me choose</option>
        </Select>
      </Field>
      <Field
        id={`${id}-message`}
        label="Message"
        optional
        className="sm:col-span-2"
        description="Your current role, your goals and what you would like help with."
      >
        <TextArea
          name="message"
          rows={4}
          placeholder="I'm a final-year B.Tech student and want to prepare for product-company interviews…"
        />
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          <Send className="size-4" aria-hidden="true" />
          Request Mentorship
        </button>
      </div>
    </form>
  )
}
