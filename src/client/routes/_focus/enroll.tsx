import { Link, createFileRoute } from '@tanstack/react-router'
import { ArrowLeft, CalendarCheck, GraduationCap, Headphones, Mail, Phone, PhoneCall, Rocket } from 'lucide-react'
// The page component only (split into its own chunk), never the route definition below.
import { getCourse } from '../../../shared/catalogue/courses'
import { programForCourse, programForInternship } from '../../../shared/catalogue/enroll-programs'
import { getInternship } from '../../../shared/catalogue/internships'
import { formatMonths, formatRupees } from '../../../shared/format'
import { parseId } from '../../../shared/ids'
import { DEFAULT_PACKAGE_ID, getPackage, isPackageId, type PackageId } from '../../../shared/pricing'
import { SITE } from '../../../shared/site'
import { seo } from '../../lib/seo'
import { EnrollForm } from '../../components/forms/enroll-form'
import { Badge } from '../../components/ui/badge'
import { Container } from '../../components/ui/container'

interface EnrollSearch {
  course?: number
  package?: PackageId
  internship?: number
}

const NEXT_STEPS = [
  {
    icon: PhoneCall,
    title: "We'll contact you within 24-48 hours",
    text: 'An admissions counsellor calls to understand your background and goals.',
  },
  {
    icon: CalendarCheck,
    title: 'Choose your batch',
    text: 'Pick a weekday or weekend batch, online or at our campus, and confirm your package.',
  },
  {
    icon: Rocket,
    title: 'Start learning',
    text: 'Complete enrolment, get your learning kit and meet your mentor in the first session.',
  },
] as const

export const Route = createFileRoute('/_focus/enroll')({
  validateSearch: (search: Record<string, unknown>): EnrollSearch => {
    const out: EnrollSearch = {}
    const course = parseId(search.course)
    const internship = parseId(search.internship)
    if (course !== undefined) out.course = course
    if (isPackageId(search.package)) out.package = search.package
    if (internship !== undefined) out.internship = internship
    return out
  },
  head: (ctx) =>
    seo(ctx, {
      title: 'Apply for Enrollment',
      description: `Apply to ${SITE.name}: choose your program, level and duration, and our admissions team will contact you within 24-48 hours to complete your enrollment.`,
    }),
  component: EnrollPage,
})

function EnrollPage() {
  const search = Route.useSearch()
  const course = search.course !== undefined ? getCourse(search.course) : undefined
  const internship = search.internship !== undefined ? getInternship(search.internship) : undefined
  const packageId = search.package ?? DEFAULT_PACKAGE_ID
  const pkg = course ? getPackage(course, packageId) : undefined
  const program = (course && programForCourse(course.id)) ?? (internship && programForInternship(internship.id))
  const months =
    pkg?.months ?? (search.package ? getPackage({ price: 0, modules: 0 }, search.package).months : undefined)
  const defaults = { program, duration: months ? formatMonths(months) : undefined }

  return (
    <div className="min-h-screen bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center justify-between gap-4">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold text-blue-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-blue-800 text-white">
              <GraduationCap className="size-5" aria-hidden="true" />
            </span>
            {SITE.name}
          </Link>
          <Link
            to="/"
            className="hidden items-center gap-1.5 rounded text-sm font-semibold text-slate-700 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 sm:inline-flex"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to website
          </Link>
        </Container>
      </div>

      <Container className="grid gap-8 py-10 sm:py-14 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {/* The selection comes first on small screens; on wide screens it heads the side column. */}
        {(course || internship) && (
          <div className="space-y-6 lg:col-start-3 lg:row-start-1">
            {course && pkg && (
              <section
                aria-label="Your selection"
                className="rounded-2xl border-2 border-blue-800 bg-white p-6 shadow-sm"
              >
                <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">Your selection</p>
                <p className="mt-3 text-lg font-bold text-slate-900">{course.title}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Badge tone={course.categoryColor}>{course.category}</Badge>
                  <Badge tone="neutral">{`${pkg.label} package`}</Badge>
                </div>
                <dl className="mt-5 grid grid-cols-2 gap-4 text-sm">
                  <div>
                    <dt className="text-slate-600">Duration</dt>
                    <dd className="font-semibold text-slate-900">{pkg.duration}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Modules</dt>
                    <dd className="font-semibold text-slate-900">{pkg.modules}</dd>
                  </div>
                </dl>
                <div className="mt-5 border-t border-slate-200 pt-4">
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="text-3xl font-extrabold text-slate-900">{formatRupees(pkg.price)}</span>
                    <span className="text-slate-600 line-through">
                      <span className="sr-only">Original price </span>
                      {formatRupees(pkg.originalPrice)}
                    </span>
                    <Badge tone="success">{`${pkg.discount}% off`}</Badge>
                  </p>
                </div>
              </section>
            )}

            {internship && (
              <section
                aria-label="Applying for internship"
                className="rounded-2xl border-2 border-blue-800 bg-white p-6 shadow-sm"
              >
                <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">Applying for internship</p>
                <p className="mt-3 text-lg font-bold text-slate-900">{internship.title}</p>
                <p className="mt-1 text-sm text-slate-600">{`${internship.duration} · ${internship.location}`}</p>
                <Link
                  to="/internships/$internshipId"
                  params={{ internshipId: String(internship.id) }}
                  className="mt-3 inline-block text-sm font-semibold text-blue-800 underline underline-offset-2"
                >
                  View internship details
                </Link>
              </section>
            )}
          </div>
        )}
        <div className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">Admissions open</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              Apply for Enrollment
            </h1>
            <p className="mt-3 mb-8 text-slate-600">
              Tell us about yourself and the program you are interested in. It takes about two minutes. Fields marked{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
              <span className="sr-only">with an asterisk</span> are required.
            </p>
            <EnrollForm
              key={`${search.course ?? ''}-${search.package ?? ''}-${search.internship ?? ''}`}
              defaults={defaults}
            />
          </div>
        </div>

        <aside className="space-y-6 lg:col-start-3" aria-label="Next steps and help">
          <section aria-labelledby="next-heading" className="rounded-2xl bg-blue-900 p-6 text-white">
            <h2 id="next-heading" className="text-lg font-bold">
              What happens next?
            </h2>
            <ol className="mt-5 space-y-5">
              {NEXT_STEPS.map(({ icon: StepIcon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 text-amber-300">
                    <StepIcon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="font-semibold">{title}</p>
                    <p className="mt-0.5 text-sm text-blue-100">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="help-heading" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="help-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <Headphones className="size-5 text-blue-800" aria-hidden="true" />
              Need help?
            </h2>
            <p className="mt-2 text-sm text-slate-600">Our admissions team is available Monday to Saturday.</p>
            <ul className="mt-4 space-y-2 text-sm">
              <li>
                <a
                  href={SITE.contact.phoneHref}
                  className="inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {SITE.contact.phone}
                </a>
              </li>
              <li>
                <a
                  href={SITE.contact.infoEmailHref}
                  className="inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {SITE.contact.infoEmail}
                </a>
              </li>
            </ul>
          </section>
        </aside>
      </Container>

      <div className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        <Link to="/terms" className="hover:text-blue-800 hover:underline">
          Terms
        </Link>
        <span aria-hidden="true" className="mx-3">
          ·
        </span>
        <Link to="/privacy" className="hover:text-blue-800 hover:underline">
          Privacy
        </Link>
        <span aria-hidden="true" className="mx-3">
          ·
        </span>
        <Link to="/contact" className="hover:text-blue-800 hover:underline">
          Contact
        </Link>
      </div>
    </div>
  )
}
