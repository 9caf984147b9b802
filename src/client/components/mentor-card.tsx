import { useId, type ReactNode } from 'react'
import { Briefcase } from 'lucide-react'
import type { Mentor } from '../../shared/catalogue/types'
import { LazyImage } from './lazy-image'

/**
 * An industry mentor. On devices that can hover, the bio is overlaid on the portrait and revealed on
 * hover and on keyboard focus; on touch screens it is simply shown in the card. It is always in the
 * DOM (only visually hidden), so screen readers read it too. When the card has no focusable action
 * of its own, the card itself takes focus so keyboard users can reveal the bio.
 */
export function MentorCard({ mentor, action }: { mentor: Mentor; action?: ReactNode }) {
  const id = useId()
  const nameId = `${id}-name`
  const bioId = `${id}-bio`
  return (
    <article
      aria-labelledby={nameId}
      aria-describedby={action ? undefined : bioId}
      tabIndex={action ? undefined : 0}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow duration-300 hover:shadow-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
    >
      <LazyImage
        image={mentor.image}
        alt={`Portrait of ${mentor.name}, ${mentor.position} at ${mentor.company}`}
        width={320}
        aspect="1/1"
        sizes="(min-width: 640px) 320px, 100vw"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-lg font-bold text-slate-900">
          {mentor.name}
        </h3>
        <p className="mt-0.5 text-sm text-slate-700">{mentor.position}</p>
        <p className="text-sm font-semibold text-blue-800">{mentor.company}</p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Briefcase className="size-4 text-amber-700" aria-hidden="true" />
          {`${mentor.experience} experience`}
        </p>
        <ul aria-label={`Areas of expertise of ${mentor.name}`} className="mt-4 flex flex-wrap gap-1.5">
          {mentor.expertise.map((skill) => (
            <li key={skill} className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-900">
              {skill}
            </li>
          ))}
        </ul>
        {/* Touch: a paragraph in the card. Hover-capable: an overlay exactly covering the square portrait. */}
        <div
          id={bioId}
          className="mt-4 border-t border-slate-100 pt-4 text-sm leading-relaxed text-slate-700 [@media(hover:hover)]:absolute [@media(hover:hover)]:inset-x-0 [@media(hover:hover)]:top-0 [@media(hover:hover)]:m-0 [@media(hover:hover)]:flex [@media(hover:hover)]:aspect-square [@media(hover:hover)]:flex-col [@media(hover:hover)]:overflow-y-auto [@media(hover:hover)]:text-[13px] [@media(hover:hover)]:border-0 [@media(hover:hover)]:bg-gradient-to-t [@media(hover:hover)]:from-blue-950 [@media(hover:hover)]:via-blue-950/95 [@media(hover:hover)]:to-blue-950/80 [@media(hover:hover)]:p-4 [@media(hover:hover)]:leading-snug [@media(hover:hover)]:text-white [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:transition-opacity [@media(hover:hover)]:duration-300 group-hover:opacity-100 group-focus-within:opacity-100 motion-reduce:transition-none"
        >
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-amber-800 [@media(hover:hover)]:mt-auto [@media(hover:hover)]:text-amber-300">
            About {mentor.name}
          </p>
          <p>{mentor.bio}</p>
        </div>
        {action && <div className="mt-auto pt-5">{action}</div>}
      </div>
    </article>
  )
}
