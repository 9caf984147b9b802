import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { SITE } from '../../shared/site'

/** A link on the dark footer: pale blue, white on hover, amber focus ring. */
export const linkOnDarkClass =
  'rounded text-blue-100 transition-colors hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300'

/** The campus address, one line a row. */
export function SiteAddress({
  className,
  lines = SITE.contact.addressLines,
}: {
  className: string
  lines?: readonly string[]
}) {
  return (
    <address className={className}>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}

const TONES = {
  /** On the dark footer. */
  dark: {
    list: 'mt-4 space-y-3 text-sm leading-6',
    icon: 'mt-1 h-4 w-4 shrink-0 text-amber-300',
    address: 'not-italic',
    link: linkOnDarkClass,
    hours: 'grid grid-cols-[auto_1fr] gap-x-3',
    hoursValue: 'text-white',
  },
  /** On a white card. */
  light: {
    list: 'mt-6 space-y-5 text-slate-700',
    icon: 'mt-1 h-5 w-5 shrink-0 text-blue-800',
    address: 'not-italic leading-7',
    link: 'font-medium text-blue-800 hover:underline',
    hours: 'mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm',
    hoursValue: 'font-medium text-slate-900',
  },
} as const

/**
 * Address, phone, e-mail and office hours as an icon list (the footer and the About page's "Visit our
 * campus" card). `officeHoursTitle` puts a label above the hours.
 */
export function ContactDetailsList({
  tone,
  officeHoursTitle,
}: {
  tone: keyof typeof TONES
  officeHoursTitle?: string
}) {
  const { contact, officeHours } = SITE
  const t = TONES[tone]
  const hours = (
    <dl className={t.hours}>
      {officeHours.map((o) => (
        <div key={o.days} className="contents">
          <dt>{o.days}</dt>
          <dd className={t.hoursValue}>{o.hours}</dd>
        </div>
      ))}
    </dl>
  )
  return (
    <ul className={t.list}>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className={t.icon} />
        <SiteAddress className={t.address} />
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className={t.icon} />
        <a href={contact.phoneHref} className={t.link}>
          {contact.phone}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className={t.icon} />
        <a href={contact.infoEmailHref} className={`${t.link} break-all`}>
          {contact.infoEmail}
        </a>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className={t.icon} />
        {officeHoursTitle === undefined ? (
          hours
        ) : (
          <div>
            <p className="font-semibold text-slate-900">{officeHoursTitle}</p>
            {hours}
          </div>
        )}
      </li>
    </ul>
  )
}
