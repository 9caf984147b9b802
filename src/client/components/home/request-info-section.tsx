import { Fragment, type ReactNode } from 'react'
import { CircleCheck, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import { SITE } from '../../../shared/site'
import { Island } from '../../islands/island'
import { SiteAddress } from '../contact-details'
import { RequestInfoForm } from './request-info-form'

const REASONS = [
  'Curriculum built with hiring partners and refreshed every quarter',
  'Live projects and an internship on every program',
  '1:1 mentor sessions with engineers from top companies',
  'Placement assistance: résumé reviews, mock interviews and referrals',
  'Weekend and evening batches, online or at our Ahmedabad campus',
  'Small batches with dedicated doubt-clearing sessions',
] as const

/**
 * The home page's closing 'Request Information' section (docs/product.md §2): reasons and contact details beside
 * the inquiry form.
 */
export function RequestInfoSection() {
  const { contact, officeHours } = SITE
  return (
    <section
      aria-labelledby="request-info-title"
      className="below-fold relative overflow-hidden bg-white py-16 sm:py-24"
    >
      {/* Phones: intro, form, then the details; from lg the form sits in its own column. */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-x-16 lg:gap-y-0 lg:px-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">Talk to a counsellor</p>
          <h2 id="request-info-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Request Information
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Not sure which program fits your goals? Share your details and a {SITE.shortName} career counsellor will
            call you with batch dates, fees and a personalised learning plan.
          </p>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-4">
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 sm:p-8">
            <h3 className="text-xl font-bold text-slate-900">Get a free career consultation</h3>
            <p className="mt-1 text-sm text-slate-600">We usually call back within one working day.</p>
            <Island name="request-info-form" component={RequestInfoForm} props={{}} />
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
            <ContactItem icon={Phone} title="Call us">
              <a
                href={contact.phoneHref}
                className="text-sm text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                {contact.phone}
              </a>
            </ContactItem>
            <ContactItem icon={Mail} title="Email us">
              <a
                href={contact.infoEmailHref}
                className="break-all text-sm text-blue-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                {contact.infoEmail}
              </a>
            </ContactItem>
            <ContactItem icon={MapPin} title="Visit us" wide>
              <SiteAddress className="text-sm not-italic text-slate-600" lines={contact.addressLines.slice(0, 3)} />
            </ContactItem>
            <ContactItem icon={Clock} title="Office hours" wide>
              <span className="grid grid-cols-[auto_1fr] gap-x-4 text-sm text-slate-600">
                {officeHours.map((o) => (
                  <Fragment key={o.days}>
                    <span>{o.days}</span>
                    <span>{o.hours}</span>
                  </Fragment>
                ))}
              </span>
            </ContactItem>
          </ul>
        </div>
      </div>
    </section>
  )
}

/** One contact detail beside the form: an icon tile, a title and the detail; `wide` spans both columns. */
function ContactItem({
  icon: Icon,
  title,
  wide = false,
  children,
}: {
  icon: LucideIcon
  title: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <li className={wide ? 'flex gap-3 sm:col-span-2' : 'flex gap-3'}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-slate-900">{title}</span>
        {children}
      </span>
    </li>
  )
}
