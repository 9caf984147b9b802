import { Link, createFileRoute } from '@tanstack/react-router'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { SITE } from '../../../shared/site'
import { absoluteUrl, contactOrganizationJsonLd, seo } from '../../lib/seo'
import { ContactForm } from '../../components/forms/contact-form'
import { Island } from '../../islands/island'
import { SiteAddress } from '../../components/contact-details'
import { Container } from '../../components/ui/container'
import { PageHero } from '../../components/ui/page-hero'

export const Route = createFileRoute('/_site/contact')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Contact Us',
      description: `Questions about courses, admissions, internships or corporate training? Call ${SITE.contact.phone}, e-mail ${SITE.contact.infoEmail} or visit ${SITE.name} in ${SITE.contact.locality}, ${SITE.contact.region}.`,
      jsonLd: {
        '@type': 'ContactPage',
        name: `Contact ${SITE.name}`,
        url: absoluteUrl(ctx, '/contact'),
        mainEntity: contactOrganizationJsonLd(ctx),
      },
    }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Get in touch" title="Contact Us">
        Have a question about a course, admissions, internships or training for your team? Our counsellors are happy to
        help. Send us a message and we will get back to you as soon as possible.
      </PageHero>

      <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-5">
        <section aria-labelledby="details-heading" className="lg:col-span-2">
          <h2 id="details-heading" className="text-2xl font-bold text-slate-900">
            Reach us directly
          </h2>
          <p className="mt-2 text-slate-600">Visit our campus, call us or drop us an e-mail.</p>
          <div className="mt-8 space-y-4">
            <DetailCard icon={<MapPin className="size-5" aria-hidden="true" />} title="Visit us">
              <SiteAddress className="not-italic" />
            </DetailCard>
            <DetailCard icon={<Phone className="size-5" aria-hidden="true" />} title="Call us">
              <a
                href={SITE.contact.phoneHref}
                className="font-semibold text-blue-800 underline-offset-2 hover:underline"
              >
                {SITE.contact.phone}
              </a>
            </DetailCard>
            <DetailCard icon={<Mail className="size-5" aria-hidden="true" />} title="E-mail us">
              <a
                href={SITE.contact.infoEmailHref}
                className="block font-semibold text-blue-800 underline-offset-2 hover:underline"
              >
                {SITE.contact.infoEmail}
              </a>
              <a
                href={SITE.contact.supportEmailHref}
                className="mt-1 block text-blue-800 underline-offset-2 hover:underline"
              >
                {SITE.contact.supportEmail}
              </a>
            </DetailCard>
            <DetailCard icon={<Clock className="size-5" aria-hidden="true" />} title="Office hours">
              <dl className="space-y-1">
                {SITE.officeHours.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4">
                    <dt>{row.days}</dt>
                    <dd className="font-medium text-slate-900">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </DetailCard>
          </div>
        </section>

        <section aria-labelledby="form-heading" className="lg:col-span-3">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="form-heading" className="text-2xl font-bold text-slate-900">
              Send Us a Message
            </h2>
            <p className="mt-2 mb-8 text-slate-600">
              Fields marked{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
              <span className="sr-only">with an asterisk</span> are required. Ready to join a program?{' '}
              <Link to="/enroll" className="font-semibold text-blue-800 underline underline-offset-2">
                Apply for enrollment
              </Link>
              .
            </p>
            <Island name="contact-form" component={ContactForm} props={{}} />
          </div>
        </section>
      </Container>
    </>
  )
}

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-100 text-blue-800">
        {icon}
      </span>
      <div className="min-w-0 flex-1 text-sm text-slate-700">
        <h3 className="mb-1 text-base font-bold text-slate-900">{title}</h3>
        {children}
      </div>
    </div>
  )
}
