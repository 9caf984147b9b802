import { Link } from '@tanstack/react-router'
import { ArrowRight, CalendarCheck } from 'lucide-react'
import { MENTORSHIP_WHY, mentors } from '../../../shared/catalogue/mentors'
import { SITE } from '../../../shared/site'
import { MentorCard } from '../mentor-card'
import { buttonClass } from '../ui/button'
import { Icon } from '../ui/icon'
import { SectionHeading } from '../ui/section-heading'

/** 1:1 Mentorship Program (docs/product.md §2): mentor cards, the 'Why Join' block and a link to /mentorship. */
export function MentorshipSection() {
  return (
    <section aria-labelledby="mentorship-title" className="below-fold bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="mentorship-title" eyebrow="Career guidance" title="1:1 Mentorship Program">
          Personal guidance from engineers, data scientists and designers at top companies, trusted by{' '}
          {SITE.menteesClaim} mentees.
        </SectionHeading>

        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {mentors.map((mentor) => (
            <li key={mentor.id}>
              <MentorCard
                mentor={mentor}
                action={
                  <Link to="/mentorship" className={buttonClass('outline', 'sm', 'w-full')}>
                    <CalendarCheck className="size-4" aria-hidden="true" />
                    Book a session
                    <span className="sr-only"> with {mentor.name}</span>
                  </Link>
                }
              />
            </li>
          ))}
        </ul>

        <div className="mt-14 overflow-hidden rounded-3xl bg-gradient-to-br from-blue-900 to-indigo-900 px-6 py-10 text-white shadow-xl sm:px-10 sm:py-12">
          <h3 className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Why Join Our Mentorship Program?
          </h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {MENTORSHIP_WHY.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
                <span className="flex size-12 items-center justify-center rounded-xl bg-amber-400 text-slate-950">
                  <Icon name={item.icon} className="size-6" />
                </span>
                <h4 className="mt-4 text-lg font-semibold">{item.title}</h4>
                <p className="mt-2 text-sm leading-relaxed text-blue-100">{item.description}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Link to="/mentorship" className={buttonClass('accent', 'lg')}>
              Explore Mentorship Program
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
