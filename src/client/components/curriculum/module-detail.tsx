import { CheckCircle2, Clock } from 'lucide-react'
import type { CurriculumModule } from '../../../shared/catalogue/types'

/** A module's title, duration, description and topics. */
export function ModuleDetail({
  module,
  eyebrow,
  headingLevel: H = 'h4',
}: {
  module: CurriculumModule
  eyebrow?: string
  headingLevel?: 'h3' | 'h4'
}) {
  return (
    <div>
      {eyebrow && <p className="text-xs font-semibold uppercase tracking-wide text-blue-800">{eyebrow}</p>}
      <H className="mt-1 text-xl font-bold text-slate-900">{module.title}</H>
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Clock aria-hidden="true" className="h-4 w-4 text-blue-700" />
        <span className="sr-only">Duration: </span>
        {module.duration}
      </p>
      <p className="mt-3 text-slate-700">{module.description}</p>
      <p className="mt-5 text-sm font-semibold text-slate-900">Topics covered</p>
      <ul className="mt-2 space-y-2">
        {module.topics.map((topic) => (
          <li key={topic} className="flex items-start gap-2 text-sm text-slate-700">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {topic}
          </li>
        ))}
      </ul>
    </div>
  )
}
