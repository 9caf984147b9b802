import { Link, createFileRoute } from '@tanstack/react-router'
import {
  Award,
  Briefcase,
  CheckCircle2,
  Code2,
  Compass,
  Eye,
  HeartHandshake,
  Target,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { SITE } from '../../../shared/site'
import { absoluteUrl, contactOrganizationJsonLd, seo } from '../../lib/seo'
import { PageHero } from '../../components/ui/page-hero'
import { Container } from '../../components/ui/container'
import { SectionHeading } from '../../components/ui/section-heading'
import { buttonClass } from '../../components/ui/button'
import { LazyImage } from '../../components/lazy-image'
import { ContactDetailsList } from '../../components/contact-details'

const TITLE = `About ${SITE.name}`
const DESCRIPTION = `${SITE.name} is an Ahmedabad-based IT training and internship provider. Learn about our mission, our ${SITE.claims[0].value} expert instructors, ${SITE.claims[1].value} graduates and placement support with ${SITE.claims[2].value} hiring partners.`

export const Route = createFileRoute('/_site/about')({
  head: (ctx) =>
    seo(ctx, {
      title: 'About Us',
      description: DESCRIPTION,
      image: 'about/campus',
      jsonLd: {
        '@type': 'AboutPage',
        name: TITLE,
        url: absoluteUrl(ctx, '/about'),
        description: DESCRIPTION,
        mainEntity: contactOrganizationJsonLd(ctx),
      },
    }),
  component: AboutPage,
})

const STATS = [...SITE.claims, { value: SITE.menteesClaim, label: 'Mentees Guided' }]

const PILLARS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Target,
    title: 'Our mission',
    text: 'To make every learner job-ready by teaching the skills companies actually hire for, through practice on real projects rather than theory alone.',
  },
  {
    icon: Eye,
    title: 'Our vision',
    text: 'A future where talent from any college or city in India can reach a rewarding tech career, guided by people who already do the work.',
  },
  {
    icon: HeartHandshake,
    title: 'Our promise',
    text: 'Honest advice, transparent fees and support that continues after the last class, until you land the role you trained for.',
  },
]

const DIFFERENTIATORS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Briefcase,
    title: 'Taught by practitioners',
    text: `Our ${SITE.claims[0].value} instructors are working engineers, analysts and designers who bring this week's industry problems into class.`,
  },
  {
    icon: Code2,
    title: 'Live projects, not toy exercises',
    text: 'Every course ends in a capstone, a live client-style project or an internship, so you graduate with work you can show.',
  },
  {
    icon: UserCheck,
    title: '1:1 mentorship',
    text: `More than ${SITE.menteesClaim} learners have been guided one-on-one by mentors with five or more years of experience.`,
  },
  {
    icon: Users,
    title: 'Small, focused batches',
    text: 'Limited batch sizes mean instructors know your name, review your code and notice when you need extra help.',
  },
  {
    icon: Compass,
    title: 'A curriculum that keeps moving',
    text: 'We review every syllabus with our hiring partners so that what you learn matches what interviews ask for.',
  },
  {
    icon: Award,
    title: 'Recognised certification',
    text: 'Earn course and internship certificates backed by a portfolio of projects that employers can verify.',
  },
]

const PLACEMENT_STEPS = [
  'Résumé and LinkedIn profile reviews with recruiters',
  'GitHub and portfolio polishing for every capstone project',
  'Mock technical and HR interviews with detailed feedback',
  `Referrals to our network of ${SITE.claims[2].value} hiring partners`,
  'Interview scheduling and offer-negotiation guidance',
]

function AboutPage() {
  const { contact } = SITE
  return (
    <>
      <PageHero eyebrow="About us" title={TITLE}>
        We are an Ahmedabad-born IT academy that turns curious students and career-switchers into confident, employable
        professionals — through expert teaching, live projects, internships and one-on-one mentorship.
      </PageHero>

      {/* Story */}
      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">Our story</p>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Founded in Ahmedabad to close the skills gap
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700">
              <p>
                {SITE.name} was founded in {contact.locality}, {contact.region} by a group of engineers and hiring
                managers who kept meeting the same problem: bright graduates with good degrees, but without the
                practical skills to contribute from day one.
              </p>
              <p>
                We started with a single classroom and one full stack batch. Today our learners join from across India,
                in the classroom on S.G. Highway and online, and go on to work at product companies, service firms and
                start-ups.
              </p>
              <p>
                What has not changed is how we teach: small batches, real code, honest feedback and a mentor in your
                corner until you are hired.
              </p>
            </div>
          </div>
          <LazyImage
            image="about/campus"
            alt={`Learners working together in a classroom at the ${SITE.name} campus in ${contact.locality}`}
            width={640}
            aspect="16/9"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-lg"
          />
        </Container>
      </section>

      {/* Claims */}
      <section aria-labelledby="numbers-heading" className="bg-blue-950 py-14 text-white">
        <Container>
          <h2 id="numbers-heading" className="sr-only">
            {SITE.name} in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm font-medium text-blue-100 sm:text-base">{s.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-amber-300 sm:text-5xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      {/* Mission, vision, promise */}
      <section aria-labelledby="mission-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <SectionHeading id="mission-heading" eyebrow="What drives us" title="Mission and values">
            Everything we build, from a syllabus to a mock interview, is measured against one question: does it get our
            learners closer to a job they will enjoy?
          </SectionHeading>
          <ul className="grid gap-6 md:grid-cols-3">
            {PILLARS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-blue-100 text-blue-800"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Differentiators */}
      <section aria-labelledby="different-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="different-heading" eyebrow="Why learners choose us" title="What makes us different" />
          <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {DIFFERENTIATORS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-slate-900">{title}</h3>
                  <p className="mt-1.5 leading-7 text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Placement assistance */}
      <section aria-labelledby="placement-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <LazyImage
            image="about/team"
            alt={`The ${SITE.name} placement and mentoring team reviewing a learner's portfolio`}
            width={640}
            aspect="16/9"
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-lg lg:order-first"
          />
          <div>
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-amber-700">Career support</p>
            <h2 id="placement-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Placement assistance for every learner
            </h2>
            <p className="mt-5 text-lg leading-8 text-slate-700">
              Our placement cell works alongside you from the first month, not just after the final exam. Every learner
              gets:
            </p>
            <ul className="mt-6 space-y-3">
              {PLACEMENT_STEPS.map((step) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                  {step}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-slate-600">
              Hiring decisions always rest with employers; our job is to make sure you walk into every interview
              prepared.
            </p>
          </div>
        </Container>
      </section>

      {/* Visit us + CTA */}
      <section aria-labelledby="visit-heading" className="py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h2 id="visit-heading" className="text-2xl font-bold text-slate-900">
              Visit our campus
            </h2>
            <ContactDetailsList tone="light" officeHoursTitle="Office hours" />
          </div>

          <div className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-blue-900 to-indigo-900 p-8 text-white sm:p-10">
            <h2 className="text-2xl font-bold sm:text-3xl">Ready to start your tech career?</h2>
            <p className="mt-4 text-lg leading-8 text-blue-100">
              Explore our programs, or talk to a counsellor who will help you choose the right course, batch and package
              for your goals.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/courses" className={buttonClass('accent', 'lg')}>
                Browse Courses
              </Link>
              <Link
                to="/contact"
                className={buttonClass(
                  'outline',
                  'lg',
                  'border-white/40! bg-transparent! text-white! hover:bg-white/10!',
                )}
              >
                Contact Us
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  )
}
