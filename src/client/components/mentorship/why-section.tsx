import { MENTORSHIP_WHY } from '../../../shared/catalogue/mentors'
import { Container } from '../ui/container'
import { Icon } from '../ui/icon'
import { SectionHeading } from '../ui/section-heading'

/** Why mentorship: three reasons, each with its icon. */
export function WhySection() {
  return (
    <section aria-labelledby="why-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="why-heading" eyebrow="Why mentorship" title="Why Join Our Mentorship Program?">
          Courses teach you skills. A mentor shows you how to use them to build a career.
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {MENTORSHIP_WHY.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-7 text-center shadow-sm">
              <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-blue-100 text-blue-800">
                <Icon name={item.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
