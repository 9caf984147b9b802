import type { ReactNode } from 'react'
import { BookOpen, Clock, Monitor, Trophy } from 'lucide-react'
import type { Course } from '../../../shared/catalogue/types'
import type { CoursePackage } from '../../../shared/pricing'
import { StarRating } from '../star-rating'
import { Badge } from '../ui/badge'
import { Container } from '../ui/container'
import { CourseBreadcrumb } from './course-breadcrumb'
import { CoursePriceCard } from './course-price-card'

/** The top of the course page; its facts and price follow the selected package. */
export function CourseHero({ course, pkg }: { course: Course; pkg: CoursePackage }) {
  return (
    <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white">
      <Container className="py-8 sm:py-12">
        <CourseBreadcrumb title={course.title} />

        <div className="mt-8 grid gap-10 lg:grid-cols-3 lg:items-start">
          <div className="lg:col-span-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={course.categoryColor}>{course.category}</Badge>
              {course.isBestseller && <Badge tone="accent">Bestseller</Badge>}
              {course.isNew && <Badge tone="success">New</Badge>}
            </div>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{course.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-blue-100">{course.description}</p>

            <div className="mt-6 flex items-center gap-2">
              <StarRating rating={course.rating} size={18} />
              <span className="font-bold" aria-hidden="true">
                {course.rating.toFixed(1)}
              </span>
              <span className="text-sm text-blue-100" aria-hidden="true">
                out of 5
              </span>
            </div>

            <dl className="mt-6 grid max-w-2xl grid-cols-2 gap-4 sm:grid-cols-4">
              <HeroFact icon={<Clock className="h-5 w-5" />} label="Duration" value={pkg.duration} />
              <HeroFact icon={<BookOpen className="h-5 w-5" />} label="Modules" value={`${pkg.modules} modules`} />
              <HeroFact icon={<Monitor className="h-5 w-5" />} label="Mode" value="Live online" />
              <HeroFact icon={<Trophy className="h-5 w-5" />} label="Ends with" value="Capstone project" />
            </dl>
          </div>

          <CoursePriceCard course={course} pkg={pkg} />
        </div>
      </Container>
    </section>
  )
}

function HeroFact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/10 px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-blue-100">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 font-bold">{value}</dd>
    </div>
  )
}
