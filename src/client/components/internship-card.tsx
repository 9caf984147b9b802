import { Link } from '@tanstack/react-router'
import { Clock, MapPin } from 'lucide-react'
import type { Internship } from '../../shared/catalogue/types'
import { Badge } from './ui/badge'
import { buttonClass } from './ui/button'
import { Icon } from './ui/icon'

const iconTones = {
  primary: 'bg-blue-100 text-blue-800',
  accent: 'bg-amber-100 text-amber-800',
  secondary: 'bg-teal-100 text-teal-800',
} as const

/** One internship in the /internships list. */
export function InternshipCard({ internship }: { internship: Internship }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex size-12 items-center justify-center rounded-xl ${iconTones[internship.categoryColor]}`}
        >
          <Icon name={internship.icon} className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          <Badge tone={internship.categoryColor}>{internship.category}</Badge>
          {internship.hasStipend && <Badge tone="success">Stipend Available</Badge>}
        </div>
      </div>
      <h3 className="mt-5 text-xl font-bold text-slate-900">{internship.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{internship.description}</p>
      <ul aria-label={`Skills for the ${internship.title} role`} className="mt-4 flex flex-wrap gap-1.5">
        {internship.skills.map((skill) => (
          <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {skill}
          </li>
        ))}
      </ul>
      <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4 text-blue-800" aria-hidden="true" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{internship.duration}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4 text-blue-800" aria-hidden="true" />
            <span className="sr-only">Location</span>
          </dt>
          <dd>{internship.location}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-6">
        <Link
          to="/internships/$internshipId"
          params={{ internshipId: String(internship.id) }}
          className={buttonClass('primary', 'md', 'w-full')}
          aria-label={`Apply Now for the ${internship.title} internship`}
        >
          Apply Now
        </Link>
      </div>
    </article>
  )
}
