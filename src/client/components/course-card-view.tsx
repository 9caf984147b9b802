import { useId } from 'react'
import { ArrowRight, BookOpen, Clock } from 'lucide-react'
import type { Course } from '../../shared/catalogue/types'
import { isPackageId, type PackageBase } from '../../shared/pricing'
import { courseHref } from '../lib/course-links'
import { useCoursePackage } from '../lib/use-course-package'
import { LazyImage } from './lazy-image'
import { PackagePrice } from './package-price'
import { StarRating } from './star-rating'
import { Badge } from './ui/badge'
import { buttonClass } from './ui/button'
import { Select } from './ui/select'
import { SiteLink } from './ui/site-link'

/** What a course card shows: its props travel in the page as JSON when the card is an island. */
export type CourseCardData = Pick<
  Course,
  'id' | 'title' | 'description' | 'image' | 'category' | 'categoryColor' | 'rating' | 'isBestseller' | 'isNew'
> &
  PackageBase

export interface CourseCardProps {
  course: CourseCardData
  priority?: boolean
}

/**
 * A course in a grid (docs/product.md §2, course cards), with a Duration dropdown choosing the package.
 * `priority`: the card is likely the page's largest paint (first in a list), so its image loads at once.
 * The others' blurred stand-ins come with their pictures, as the card nears the viewport: rendered by the
 * server, the browser fetched five of them beside the largest paint on /courses, and Lighthouse counted
 * them into it (decision 0027).
 */
export function CourseCardView({ course, priority = false }: CourseCardProps) {
  const selectId = useId()
  const { packageId, setPackageId, pkg, packages } = useCoursePackage(course)
  const href = courseHref(course.id, packageId)

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="relative">
        <LazyImage
          image={course.image}
          alt={`${course.title} course`}
          width={400}
          aspect="16/9"
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="w-full"
          priority={priority}
          placeholder={false}
        />
        {(course.isBestseller || course.isNew) && (
          <span
            className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-bold shadow ${
              course.isBestseller ? 'bg-amber-400 text-slate-950' : 'bg-emerald-700 text-white'
            }`}
          >
            {course.isBestseller ? 'Bestseller' : 'New'}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex items-center justify-between gap-3">
          <Badge tone={course.categoryColor}>{course.category}</Badge>
          <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <StarRating rating={course.rating} size={15} />
            <span aria-hidden="true">{course.rating.toFixed(1)}</span>
          </span>
        </div>

        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <SiteLink
            href={href}
            className="rounded hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            {course.title}
          </SiteLink>
        </h3>
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{course.description}</p>

        <dl className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-700">
          <div className="flex items-center gap-1.5">
            <dt>
              <BookOpen aria-hidden="true" className="h-4 w-4 text-blue-700" />
              <span className="sr-only">Modules</span>
            </dt>
            <dd>{pkg.modules} modules</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock aria-hidden="true" className="h-4 w-4 text-blue-700" />
              <span className="sr-only">Duration</span>
            </dt>
            <dd>{pkg.duration}</dd>
          </div>
        </dl>

        <div className="mt-4">
          <label htmlFor={selectId} className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-600">
            Duration
          </label>
          <Select
            id={selectId}
            value={packageId}
            onChange={(e) => {
              if (isPackageId(e.target.value)) setPackageId(e.target.value)
            }}
            className="w-full"
          >
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label} · {p.duration}
              </option>
            ))}
          </Select>
        </div>

        <div className="mt-auto pt-5">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1" aria-live="polite">
            <PackagePrice pkg={pkg} pill />
          </div>
          <SiteLink href={href} className={buttonClass('primary', 'md', 'mt-4 w-full')}>
            View Course
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">: {course.title}</span>
          </SiteLink>
        </div>
      </div>
    </article>
  )
}
