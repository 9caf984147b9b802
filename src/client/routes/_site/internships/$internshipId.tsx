import type { ReactNode } from 'react'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import { ArrowLeft, CheckCircle2, Clock, GraduationCap, IndianRupee, MapPin, Tag } from 'lucide-react'
import type { Internship } from '../../../../shared/catalogue/types'
import { parseId } from '../../../../shared/ids'
import { SITE } from '../../../../shared/site'
import { internshipJsonLd, seo } from '../../../lib/seo'
import { Badge } from '../../../components/ui/badge'
import { buttonClass } from '../../../components/ui/button'
import { Container } from '../../../components/ui/container'
import { Icon } from '../../../components/ui/icon'

/** The data is imported dynamically so that it stays out of the entry bundle (route definitions are not code-split). */
async function internshipFromParam(param: string): Promise<Internship | undefined> {
  const id = parseId(param)
  if (id === undefined) return undefined
  const { getInternship } = await import('../../../../shared/catalogue/internships')
  return getInternship(id)
}

function stipendNote(internship: Internship): string {
  return internship.hasStipend
    ? 'This internship carries a monthly stipend. The amount is shared with shortlisted candidates.'
    : 'This is a training-focused internship and does not carry a stipend. You gain mentored experience on live client work and an experience letter on completion.'
}

export const Route = createFileRoute('/_site/internships/$internshipId')({
  loader: async ({ params }) => {
    const internship = await internshipFromParam(params.internshipId)
    if (!internship) throw notFound()
    return { internship }
  },
  head: (ctx) => {
    const internship = ctx.loaderData?.internship
    if (!internship) return seo(ctx, { title: 'Internship not found', noindex: true })
    return seo(ctx, {
      title: `${internship.title} (${internship.duration}, ${internship.location})`,
      description: `${internship.description} ${internship.duration}, ${internship.location.toLowerCase()}, with a dedicated mentor at ${SITE.name}.`,
      jsonLd: internshipJsonLd(ctx, internship),
    })
  },
  component: InternshipPage,
  notFoundComponent: InternshipNotFound,
})

function InternshipPage() {
  const { internship } = Route.useLoaderData()

  return (
    <>
      <section className="bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white">
        <Container className="py-12 sm:py-16">
          <nav aria-label="Breadcrumb">
            <Link
              to="/internships"
              className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-blue-100 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              All internships
            </Link>
          </nav>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-amber-300 ring-1 ring-white/20">
              <Icon name={internship.icon} className="size-8" />
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-amber-300">
                {internship.category} internship
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{internship.title}</h1>
              <p className="mt-4 max-w-2xl text-lg text-blue-100">{internship.description}</p>
              <ul className="mt-5 flex flex-wrap gap-3 text-sm font-medium" aria-label="Key facts">
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {internship.duration}
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {internship.location}
                </li>
              </ul>
              <Link to="/enroll" search={{ internship: internship.id }} className={buttonClass('accent', 'lg', 'mt-8')}>
                Apply Now
              </Link>
            </div>
          </div>
        </Container>
      </section>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold text-slate-900">
              About the internship
            </h2>
            <p className="mt-4 leading-relaxed text-slate-700">{internship.longDescription}</p>
          </section>

          <section aria-labelledby="responsibilities-heading">
            <h2 id="responsibilities-heading" className="text-2xl font-bold text-slate-900">
              What you will do
            </h2>
            <CheckList items={internship.responsibilities} />
          </section>

          <section aria-labelledby="eligibility-heading">
            <h2 id="eligibility-heading" className="text-2xl font-bold text-slate-900">
              Who can apply
            </h2>
            <CheckList items={internship.eligibility} />
          </section>

          <section aria-labelledby="skills-heading">
            <h2 id="skills-heading" className="text-2xl font-bold text-slate-900">
              Skills you will use
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {internship.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-1.5 text-sm font-medium text-blue-900"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-labelledby="summary-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
              Internship at a glance
            </h2>
            <dl className="mt-5 space-y-4 text-sm">
              <Fact
                icon={<Clock className="size-5" aria-hidden="true" />}
                label="Duration"
                value={internship.duration}
              />
              <Fact
                icon={<MapPin className="size-5" aria-hidden="true" />}
                label="Location"
                value={
                  internship.location === 'Remote' ? 'Remote (work from home)' : `In-office, ${SITE.contact.locality}`
                }
              />
              <Fact icon={<Tag className="size-5" aria-hidden="true" />} label="Track" value={internship.category} />
              <Fact
                icon={<IndianRupee className="size-5" aria-hidden="true" />}
                label="Stipend"
                value={stipendNote(internship)}
              />
            </dl>
            {internship.hasStipend && (
              <Badge tone="success" className="mt-4">
                Stipend Available
              </Badge>
            )}
            <Link
              to="/enroll"
              search={{ internship: internship.id }}
              className={buttonClass('primary', 'lg', 'mt-6 w-full')}
            >
              Apply Now
            </Link>
            <p className="mt-3 text-center text-xs text-slate-600">
              We'll contact you within 24-48 hours of your application.
            </p>
          </div>
          <div className="mt-6 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <GraduationCap className="size-5 text-amber-700" aria-hidden="true" />
              Have questions?
            </p>
            <p className="mt-2 text-sm text-slate-700">
              Call us on{' '}
              <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 underline underline-offset-2">
                {SITE.contact.phone}
              </a>{' '}
              or{' '}
              <Link to="/contact" className="font-semibold text-blue-800 underline underline-offset-2">
                send us a message
              </Link>
              .
            </p>
          </div>
        </aside>
      </Container>
    </>
  )
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-slate-900">
        <span className="text-blue-800">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-8 text-slate-700">{value}</dd>
    </div>
  )
}

function InternshipNotFound() {
  return (
    <Container className="py-20 text-center sm:py-28">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-700">404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Internship not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">
        The internship you are looking for does not exist or is no longer open. Browse our current internship programs
        instead.
      </p>
      <Link to="/internships" className={buttonClass('primary', 'lg', 'mt-8')}>
        View all internships
      </Link>
    </Container>
  )
}
