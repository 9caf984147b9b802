import { createFileRoute } from '@tanstack/react-router'
import { Clock, MessageCircle, ShieldCheck, Star } from 'lucide-react'
// The page component only (split into its own chunk): the loader below brings the FAQ and the plans.
import { formatRupees } from '../../../shared/format'
import { SITE } from '../../../shared/site'
import { absoluteUrl, seo } from '../../lib/seo'
import { FaqSection, PlansSection, WhySection, preloadBelowTheFold } from '../../components/mentorship/below-the-fold'
import { REQUEST_FORM_ID } from '../../components/mentorship/request-form-id'
import { HydrateLater } from '../../components/hydrate-later'
import { BookableMentorTabs, BookedRequestForm } from '../../components/mentorship/mentorship-booking'
import { Island } from '../../islands/island'
import { buttonClass } from '../../components/ui/button'
import { Container } from '../../components/ui/container'
import { SectionHeading } from '../../components/ui/section-heading'

export const Route = createFileRoute('/_site/mentorship')({
  // Route definitions load with every page; the catalogue they describe loads only with this route.
  // Its sections below the fold load as the reader nears them (decision 0014), and with the page on a
  // client-side navigation here.
  loader: async () => {
    const [{ mentors, MENTORSHIP_FAQ: faq, MENTORSHIP_PLANS: plans }] = await Promise.all([
      import('../../../shared/catalogue/mentors'),
      preloadBelowTheFold(),
    ])
    return { faq, plans, companies: [...new Set(mentors.map((m) => m.company))].join(', ') }
  },
  head: (ctx) => {
    const { faq: faqs, plans, companies } = ctx.loaderData ?? { faq: [], plans: [], companies: '' }
    const lowestPlan = Math.min(...plans.map((p) => p.pricePerMonth))
    return seo(ctx, {
      title: '1:1 Mentorship Program',
      description: `Personal 1:1 mentorship from engineers, data scientists and designers at ${companies}. Join ${SITE.menteesClaim} mentees; plans from ${formatRupees(lowestPlan)} a month.`,
      jsonLd: [
        {
          '@type': 'FAQPage',
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        },
        {
          '@type': 'Service',
          name: `${SITE.name} 1:1 Mentorship Program`,
          serviceType: 'Career mentorship',
          url: absoluteUrl(ctx, '/mentorship'),
          areaServed: { '@type': 'Country', name: 'India' },
          provider: { '@type': 'EducationalOrganization', name: SITE.name, url: absoluteUrl(ctx, '/') },
          offers: plans.map((plan) => ({
            '@type': 'Offer',
            name: `${plan.name} plan (${plan.sessions} per month)`,
            price: plan.pricePerMonth,
            priceCurrency: 'INR',
          })),
        },
      ],
    })
  },
  component: MentorshipPage,
})

const HERO_POINTS = [
  { icon: Clock, text: '45-60 minute sessions' },
  { icon: ShieldCheck, text: '7-day money-back guarantee' },
  { icon: MessageCircle, text: 'Support between sessions' },
] as const

function MentorshipPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-blue-950 via-blue-900 to-indigo-900 text-white">
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-amber-300">Mentorship</p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">1:1 Mentorship Program</h1>
            <p className="mt-5 max-w-2xl text-lg text-blue-100">
              Learn directly from engineers, data scientists and designers at leading technology companies. Get a
              personalised roadmap, honest feedback on your work and the interview preparation that turns skills into
              job offers.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href="#mentors" className={buttonClass('accent', 'lg')}>
                Find Your Mentor
              </a>
              <a
                href={`#${REQUEST_FORM_ID}`}
                className={buttonClass(
                  'outline',
                  'lg',
                  'border-white/50! bg-transparent! text-white! hover:bg-white/10! focus-visible:ring-white! focus-visible:ring-offset-blue-900',
                )}
              >
                Request a Session
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-blue-100">
              {HERO_POINTS.map(({ icon: PointIcon, text }) => (
                <li key={text} className="inline-flex items-center gap-2">
                  <PointIcon className="size-4 text-amber-300" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-2">
            <div className="rounded-3xl bg-white/10 p-8 ring-1 ring-white/20 backdrop-blur">
              <p className="text-5xl font-extrabold tracking-tight text-amber-300">{SITE.menteesClaim}</p>
              <p className="mt-2 text-lg font-semibold">mentees have learned with our mentors</p>
              <div className="mt-6 flex items-center gap-1 text-amber-300" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((i) => (
                  <Star key={i} className="size-5 fill-current" />
                ))}
              </div>
              <p className="mt-3 text-blue-100">
                Mentors with 5+ years of experience. Only about 5% of mentor applicants are accepted.
              </p>
            </div>
          </div>
        </Container>
      </section>

      <HydrateLater component={WhySection} />

      <section id="mentors" aria-labelledby="mentors-heading" className="scroll-mt-20 bg-slate-50 py-14 sm:py-20">
        <Container>
          <SectionHeading id="mentors-heading" eyebrow="Our mentors" title="Meet Your Mentors">
            Industry professionals who have been where you want to go. Choose an area, meet your mentor and book a
            session.
          </SectionHeading>
          <Island name="mentor-tabs" component={BookableMentorTabs} props={{ requestFormId: REQUEST_FORM_ID }} />
        </Container>
      </section>

      {/* Below the fold: complete in the server's HTML, hydrated as the reader nears them. */}
      <HydrateLater component={PlansSection} />
      <HydrateLater component={FaqSection} />

      <section id={REQUEST_FORM_ID} aria-labelledby="request-heading" className="scroll-mt-20 py-14 sm:py-20">
        <Container>
          <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-5">
            <div className="lg:col-span-2">
              <SectionHeading
                id="request-heading"
                eyebrow="Get started"
                title="Request a Mentorship Session"
                align="left"
              >
                Tell us about your goals. We will match you with the right mentor and get back to you within 24-48
                hours.
              </SectionHeading>
              <ul className="space-y-3 text-sm text-slate-700">
                <li>
                  Prefer to talk? Call{' '}
                  <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 underline underline-offset-2">
                    {SITE.contact.phone}
                  </a>
                </li>
                <li>
                  Or e-mail{' '}
                  <a
                    href={SITE.contact.infoEmailHref}
                    className="font-semibold text-blue-800 underline underline-offset-2"
                  >
                    {SITE.contact.infoEmail}
                  </a>
                </li>
              </ul>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
              <Island name="mentorship-request-form" component={BookedRequestForm} props={{}} />
            </div>
          </div>
        </Container>
      </section>
    </>
  )
}
