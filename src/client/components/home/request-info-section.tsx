import { Fragment, useId } from 'react'
import { CircleCheck, Clock, Mail, MapPin, Phone, Send } from 'lucide-react'
import { ENQUIRY_COURSE_OPTIONS } from '../../../shared/catalogue'
import { SITE } from '../../../shared/site'
import { Field, TextInput } from '../forms/field'
import { buttonClass } from '../ui/button'
import { Select } from '../ui/select'
import { Honeypot } from '../forms/honeypot'
import { handleSubmitError, loadTrpc, useInquiryForm } from '../forms/use-inquiry-form'
import { notify } from '../../lib/notify'
import { currentAttribution } from '../../lib/attribution'

const REASONS = [
  'Curriculum built with hiring partners and refreshed every quarter',
  'Live projects and an internship on every program',
  '1:1 mentor sessions with engineers from top companies',
  'Placement assistance: résumé reviews, mock interviews and referrals',
  'Weekend and evening batches, online or at our Ahmedabad campus',
  'Small batches with dedicated doubt-clearing sessions',
] as const

/**
 * The home page's closing 'Request Information' section (SPEC §2): reasons and contact details beside
 * the enquiry form.
 */
export function RequestInfoSection() {
  const { contact, officeHours } = SITE
  return (
    <section aria-labelledby="request-info-title" className="relative overflow-hidden bg-white py-16 sm:py-24">
      {/* Phones: intro, form, then the details; from lg the form sits in its own column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-0 lg:px-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">Talk to a counsellor</p>
          <h2 id="request-info-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Request Information
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Not sure which program fits your goals? Share your details and a {SITE.shortName} career counsellor
            will call you with batch dates, fees and a personalised learning plan.
          </p>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-4">
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
            <h3 className="text-xl font-bold text-slate-900">Get a free career consultation</h3>
            <p className="mt-1 text-sm text-slate-600">We usually call back within one working day.</p>
            <RequestInfoForm />
          </div>
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <h3 className="text-lg font-semibold text-slate-900 lg:mt-10">Why choose {SITE.name}?</h3>
          <ul className="mt-4 space-y-3">
            {REASONS.map((reason) => (
              <li key={reason} className="flex gap-3 text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
                <span>{reason}</span>
              </li>
            ))}
          </ul>

          <h3 className="mt-10 text-lg font-semibold text-slate-900">Contact us</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            <li className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                <Phone className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">Call us</span>
                <a href={contact.phoneHref} className="text-sm text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
                  {contact.phone}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">Email us</span>
                <a href={contact.infoEmailHref} className="break-all text-sm text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
                  {contact.infoEmail}
                </a>
              </span>
            </li>
            <li className="flex gap-3 sm:col-span-2">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                <MapPin className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">Visit us</span>
                <address className="text-sm not-italic text-slate-600">
                  {contact.addressLines.slice(0, 3).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </span>
            </li>
            <li className="flex gap-3 sm:col-span-2">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                <Clock className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">Office hours</span>
                <span className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-600">
                  {officeHours.map((o) => (
                    <Fragment key={o.days}>
                      <span>{o.days}</span>
                      <span>{o.hours}</span>
                    </Fragment>
                  ))}
                </span>
              </span>
            </li>
          </ul>
        </div>
      </div>
    </section>
  )
}

interface RequestInfoValues {
  fullName: string
  email: string
  phone: string
  program: string
  website: string
}

const EMPTY: RequestInfoValues = { fullName: '', email: '', phone: '', program: '', website: '' }

/** The enquiry form: validated with the shared schema, stored through tRPC, reset on success. */
export function RequestInfoForm() {
  const id = useId()
  const form = useInquiryForm<RequestInfoValues>(() => import('../../../shared/schemas/inquiry').then((m) => m.informationRequestSchema), EMPTY)
  const { register, formState } = form
  const { errors, isSubmitting } = formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await (await loadTrpc()).inquiries.requestInformation.mutate({ ...values, attribution: currentAttribution() })
      notify({ title: 'Request Submitted', description: "We'll get back to you as soon as possible." })
      form.reset(EMPTY)
    } catch (err) {
      const description = handleSubmitError(form, err, 'There was an error submitting your request. Please try again.')
      notify({ title: 'Error', description, variant: 'destructive' })
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="relative mt-6 space-y-5" aria-label="Request information">
      <Field id={`${id}-name`} label="Full Name" required error={errors.fullName?.message}>
        <TextInput autoComplete="name" placeholder="e.g. Ananya Sharma" {...register('fullName')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-email`} label="Email" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" {...register('phone')} />
        </Field>
      </div>
      <Field id={`${id}-program`} label="Program of interest" required error={errors.program?.message}>
        <Select className="h-11 w-full text-base sm:text-sm" {...register('program')}>
          <option value="">Select a program</option>
          {ENQUIRY_COURSE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Honeypot {...register('website')} />
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary', 'lg', 'w-full')}>
        <Send className="size-5" aria-hidden="true" />
        {isSubmitting ? 'Submitting...' : 'Request Information'}
      </button>
      <p className="text-center text-xs text-slate-600">
        By submitting, you agree to be contacted about our programs. We never share your details.
      </p>
    </form>
  )
}
