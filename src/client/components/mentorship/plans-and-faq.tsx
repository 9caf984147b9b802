import { getRouteApi } from '@tanstack/react-router'
import { Container } from '../ui/container'
import { SectionHeading } from '../ui/section-heading'
import { FaqList } from './faq-list'
import { MentorshipPlans } from './plans'
import { REQUEST_FORM_ID } from './request-form-id'

const route = getRouteApi('/_site/mentorship')

/** The mentorship page's plans, from the route's catalogue data. */
export function PlansSection() {
  const { plans } = route.useLoaderData()
  return (
    <section aria-labelledby="plans-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="plans-heading" eyebrow="Pricing" title="Choose Your Mentorship Plan">
          Simple monthly plans. Pick the level of support that matches your goals.
        </SectionHeading>
        <MentorshipPlans plans={plans} requestFormId={REQUEST_FORM_ID} />
        <p className="mt-10 text-center text-sm text-slate-600">
          All prices are per month. Every plan comes with a 7-day money-back guarantee.
        </p>
      </Container>
    </section>
  )
}

/** The mentorship page's questions and answers, from the route's catalogue data. */
export function FaqSection() {
  const { faq } = route.useLoaderData()
  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50 py-14 sm:py-20">
      <Container>
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently Asked Questions" />
        <FaqList items={faq} />
      </Container>
    </section>
  )
}
