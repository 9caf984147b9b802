import { useState, type ReactNode } from 'react'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { BookOpen, CheckCircle2, ChevronRight, Clock, Monitor, Phone, Trophy } from 'lucide-react'
import type { Course } from '../../../../shared/catalogue'
// The component module (split per route) may import the curricula; the route definition below must not
// import catalogue data statically, or it lands in the entry bundle of every page.
import { getCurriculum } from '../../../../shared/catalogue/curricula'
import { formatRupees } from '../../../../shared/format'
import { parseId } from '../../../../shared/ids'
import { DEFAULT_PACKAGE_ID, derivePackages, isPackageId, type PackageId } from '../../../../shared/pricing'
import { SITE } from '../../../../shared/site'
import { ModuleExplorer } from '../../../components/curriculum/module-explorer'
import { LazyImage } from '../../../components/lazy-image'
import { PackageSelector } from '../../../components/package-selector'
import { StarRating } from '../../../components/star-rating'
import { Badge } from '../../../components/ui/badge'
import { buttonClass } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { Tabs } from '../../../components/ui/tabs'
import { absoluteUrl, seo } from '../../../lib/seo'
import { useCoursePackage } from '../../../lib/use-course-package'

interface CourseSearch {
  /** Absent means basic, so the default package never clutters the address. */
  package?: Exclude<PackageId, 'basic'>
}

type TabValue = 'overview' | 'curriculum' | 'instructors'

const TAB_ITEMS: { value: TabValue; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'instructors', label: 'Instructors' },
]

export const Route = createFileRoute('/_site/courses/$courseId')({
  validateSearch: (search: Record<string, unknown>): CourseSearch =>
    isPackageId(search.package) && search.package !== 'basic' ? { package: search.package } : {},
  loader: async ({ params }) => {
    const id = parseId(params.courseId)
    if (id === undefined) throw notFound()
    const { getCourse } = await import('../../../../shared/catalogue/courses')
    const course = getCourse(id)
    if (!course) throw notFound()
    return { course }
  },
  head: (ctx) => {
    const course = ctx.loaderData?.course
    if (!course) return seo(ctx, { title: 'Course not found', noindex: true })
    const basic = derivePackages(course)[0]
    return seo(ctx, {
      title: course.title,
      description: course.description,
      image: course.image,
      jsonLd: {
        '@type': 'Course',
        name: course.title,
        description: course.description,
        url: absoluteUrl(ctx, `/courses/${course.id}`),
        image: absoluteUrl(ctx, `/images/${course.image}?width=1200&quality=80`),
        inLanguage: 'en-IN',
        ...(course.skills?.length ? { teaches: course.skills } : {}),
        provider: { '@type': 'Organization', name: SITE.name, url: absoluteUrl(ctx, '/') },
        offers: {
          '@type': 'Offer',
          price: basic.price,
          priceCurrency: 'INR',
          category: 'Paid',
          url: absoluteUrl(ctx, `/courses/${course.id}`),
        },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          duration: `P${course.durationMonths}M`,
          ...(course.instructors.length
            ? { instructor: course.instructors.map((i) => ({ '@type': 'Person', name: i.name, jobTitle: i.role })) }
            : {}),
        },
      },
    })
  },
  component: CoursePage,
  notFoundComponent: CourseNotFound,
})

function CoursePage() {
  const { course } = Route.useLoaderData()
  if (!course) return <CourseNotFound />
  // Keyed by course: moving to another course starts again on the Overview tab and first module.
  return <CourseDetail key={course.id} course={course} />
}

function CourseDetail({ course }: { course: Course }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { packageId, setPackageId, pkg, packages } = useCoursePackage(course, search.package ?? DEFAULT_PACKAGE_ID)
  const [tab, setTab] = useState<TabValue>('overview')

  function choosePackage(id: PackageId) {
    setPackageId(id)
    // Mirror the choice in the address so it can be shared or reloaded, without a scroll jump.
    void navigate({ to: '.', search: id === 'basic' ? {} : { package: id }, replace: true, resetScroll: false })
  }

  return (
    <>
      <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white">
        <Container className="py-8 sm:py-12">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-blue-100">
              <li>
                <Link
                  to="/"
                  className="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="h-4 w-4" />
              </li>
              <li>
                <Link
                  to="/courses"
                  className="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  Courses
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="h-4 w-4" />
              </li>
              <li aria-current="page" className="font-semibold text-white">
                {course.title}
              </li>
            </ol>
          </nav>

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
                <Link
                  to="/enroll"
                  search={{ course: course.id, package: packageId }}
                  className={buttonClass('accent', 'lg', 'mt-5 w-full')}
                >
                  Enroll Now
                </Link>
                <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-600">
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  Questions?{' '}
                  <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 hover:underline">
                    {SITE.contact.phone}
                  </a>
                </p>
              </div>
            </aside>
          </div>
        </Container>
      </section>

      <section className="bg-slate-50 py-12 sm:py-16">
        <Container>
          <PackageSelector packages={packages} value={packageId} onChange={choosePackage} />
        </Container>
      </section>

      <section className="py-12 sm:py-16">
        <Container>
          <Tabs items={TAB_ITEMS} value={tab} onChange={setTab} label="Course details">
            {tab === 'overview' && <OverviewPanel course={course} />}
            {tab === 'curriculum' && <CurriculumPanel course={course} />}
            {tab === 'instructors' && <InstructorsPanel course={course} />}
          </Tabs>
        </Container>
      </section>
    </>
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

function OverviewPanel({ course }: { course: Course }) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">About this course</h2>
        <p className="mt-4 leading-relaxed text-slate-700">{course.longDescription ?? course.description}</p>
        {course.outcomes && course.outcomes.length > 0 && (
          <>
            <h3 className="mt-10 text-xl font-bold text-slate-900">What you&apos;ll learn</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {course.outcomes.map((o) => (
                <li
                  key={o}
                  className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
                >
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {o}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="space-y-6">
        {course.skills && course.skills.length > 0 && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-bold text-slate-900">Skills you&apos;ll gain</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {course.skills.map((s) => (
                <li key={s} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900">
                  {s}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-bold text-slate-900">Course at a glance</h3>
          <dl className="mt-4 space-y-3 text-sm">
            {[
              ['Category', course.category],
              ['Core programme', course.duration],
              ['Rating', `${course.rating} out of 5`],
              ['Packages', '3, 6 or 12 months'],
              ['Placement', 'Assistance included'],
            ].map(([k, v]) => (
              <div
                key={k}
                className="flex justify-between gap-4 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
              >
                <dt className="text-slate-600">{k}</dt>
                <dd className="text-right font-semibold text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  )
}

function CurriculumPanel({ course }: { course: Course }) {
  const curriculum = getCurriculum(course.id)
  if (!curriculum || curriculum.levels.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-blue-800" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Curriculum Coming Soon</h2>
        <p className="mt-3 text-slate-600">
          Our instructors are finalising the module-by-module plan for {course.title}. Call us on{' '}
          <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 underline">
            {SITE.contact.phone}
          </a>{' '}
          or write to{' '}
          <a href={SITE.contact.infoEmailHref} className="font-semibold text-blue-800 underline">
            {SITE.contact.infoEmail}
          </a>{' '}
          for the draft syllabus.
        </p>
      </div>
    )
  }
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Course curriculum</h2>
      <p className="mt-3 max-w-3xl text-slate-700">{curriculum.overview}</p>
      <div className="mt-8">
        <ModuleExplorer curriculum={curriculum} />
      </div>
    </div>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

function InstructorsPanel({ course }: { course: Course }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Meet your instructors</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {course.instructors.map((ins) => (
          <li key={ins.name} className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-800 to-indigo-700 text-xl font-bold text-white"
            >
              {initials(ins.name)}
            </span>
            <div>
              <h3 className="text-lg font-bold text-slate-900">{ins.name}</h3>
              <p className="text-sm font-medium text-blue-800">{ins.role}</p>
              <p className="mt-1 text-sm text-slate-600">{ins.experience} experience</p>
              <p className="mt-3 text-slate-700">{ins.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

function CourseNotFound() {
  return (
    <section className="bg-slate-50 py-20 sm:py-28">
      <Container className="text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-12 w-12 text-blue-800" />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Course not found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
          The course you&apos;re looking for doesn&apos;t exist or is no longer offered. Explore our current programmes
          instead.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/courses" className={buttonClass('primary', 'lg')}>
            Browse all courses
          </Link>
          <Link to="/" className={buttonClass('outline', 'lg')}>
            Go to Homepage
          </Link>
        </div>
      </Container>
    </section>
  )
}
