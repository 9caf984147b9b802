import { Check } from 'lucide-react'
import type { MentorshipPlan } from '../../../shared/catalogue/types'
import { formatRupees } from '../../../shared/format'
import { buttonClass } from '../ui/button'

/** The three monthly plans; Professional is highlighted as the most popular. */
export function MentorshipPlans({ plans, requestFormId }: { plans: readonly MentorshipPlan[]; requestFormId: string }) {
  return (
    <ul className="mx-auto grid max-w-6xl items-stretch gap-6 lg:grid-cols-3">
      {plans.map((plan) => {
        const popular = Boolean(plan.mostPopular)
        const headingId = `plan-${plan.id}-heading`
        return (
          <li key={plan.id} className={popular ? 'lg:-my-4' : ''}>
            <article
              aria-labelledby={headingId}
              className={`relative flex h-full flex-col rounded-2xl p-7 ${
                popular
                  ? 'bg-blue-900 text-white shadow-2xl ring-2 ring-amber-400'
                  : 'border border-slate-200 bg-white text-slate-900 shadow-sm'
              }`}
            >
              {popular && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-amber-400 px-4 py-1 text-xs font-bold uppercase tracking-wide text-slate-950">
                  Most Popular
                </p>
              )}
              <h3 id={headingId} className="text-xl font-bold">
                {plan.name}
              </h3>
              <p className={`mt-1 text-sm ${popular ? 'text-blue-100' : 'text-slate-600'}`}>
                {plan.sessions} per month
              </p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="text-4xl font-extrabold tracking-tight">{formatRupees(plan.pricePerMonth)}</span>
                <span className={`text-sm font-medium ${popular ? 'text-blue-100' : 'text-slate-600'}`}>/month</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check
                      className={`mt-0.5 size-4 shrink-0 ${popular ? 'text-amber-300' : 'text-teal-700'}`}
                      aria-hidden="true"
                    />
                    <span className={popular ? 'text-white' : 'text-slate-700'}>{feature}</span>
                  </li>
                ))}
              </ul>
              <a
                href={`#${requestFormId}`}
                className={buttonClass(popular ? 'accent' : 'outline', 'md', 'mt-8 w-full')}
                aria-label={`Get started with the ${plan.name} plan`}
              >
                Get Started
              </a>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
