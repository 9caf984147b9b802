import { Phone } from 'lucide-react'
import type { Course } from '../../../shared/catalogue/types'
import { formatRupees } from '../../../shared/format'
import type { CoursePackage } from '../../../shared/pricing'
import { SITE } from '../../../shared/site'
import { enrollHref } from '../../lib/course-links'
import { LazyImage } from '../lazy-image'
import { buttonClass } from '../ui/button'
import { SiteLink } from '../ui/site-link'

/** The course image with the selected package's price and the way to enrol in it. */
export function CoursePriceCard({ course, pkg }: { course: Course; pkg: CoursePackage }) {
  return (
    <aside aria-label="Price" className="overflow-hidden rounded-2xl bg-white text-slate-900 shadow-xl">
      <LazyImage
        image={course.image}
        alt={`${course.title} course`}
        width={400}
        aspect="16/9"
        sizes="(min-width: 1024px) 400px, 100vw"
        priority
        className="w-full"
      />
      <div className="p-6" data-selected-package={pkg.id}>
        <p className="text-sm font-semibold text-slate-600">
          {pkg.label} package · {pkg.duration} · {pkg.modules} modules
        </p>
        <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1" aria-live="polite">
          <span className="text-3xl font-extrabold" data-testid="selected-price">
            {formatRupees(pkg.price)}
          </span>
          <s className="text-slate-600">
            <span className="sr-only">Original price </span>
            {formatRupees(pkg.originalPrice)}
          </s>
          <span className="rounded-md bg-emerald-50 px-2 py-0.5 text-sm font-bold text-emerald-800">{`${pkg.discount}% off`}</span>
        </p>
        <SiteLink href={enrollHref(course.id, pkg.id)} className={buttonClass('accent', 'lg', 'mt-5 w-full')}>
          Enroll Now
        </SiteLink>
        <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Phone aria-hidden="true" className="h-4 w-4" />
          Questions?{' '}
          <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 hover:underline">
            {SITE.contact.phone}
          </a>
        </p>
      </div>
    </aside>
  )
}
