import { useState } from 'react'
import { CalendarCheck, UserSearch } from 'lucide-react'
import { MENTORSHIP_CATEGORIES, mentorsByCategory } from '../../../shared/catalogue/mentors'
import type { MentorshipCategory } from '../../../shared/catalogue/types'
import { MentorCard } from '../mentor-card'
import { buttonClass } from '../ui/button'
import { Tabs } from '../ui/tabs'

/** Tab values are short slugs: they become element ids, which must not hold spaces or slashes. */
const TAB_VALUE: Record<MentorshipCategory, string> = {
  'Software Development': 'software',
  'Data Science': 'data',
  'UI/UX Design': 'design',
  'Cloud Computing': 'cloud',
  Cybersecurity: 'security',
}

const TAB_ITEMS = MENTORSHIP_CATEGORIES.map((category) => ({ value: TAB_VALUE[category], label: category }))

function categoryOf(value: string): MentorshipCategory {
  return MENTORSHIP_CATEGORIES.find((c) => TAB_VALUE[c] === value) ?? MENTORSHIP_CATEGORIES[0]!
}

/** Mentor cards in the five category tabs. `onBook` preselects the category in the request form. */
export function MentorTabs({
  requestFormId,
  onBook,
}: {
  requestFormId: string
  onBook: (category: MentorshipCategory) => void
}) {
  const [tab, setTab] = useState(TAB_ITEMS[0]!.value)
  const category = categoryOf(tab)
  const list = mentorsByCategory(category)

  return (
    <Tabs
      items={TAB_ITEMS}
      value={tab}
      onChange={setTab}
      label="Mentor categories"
      className="[&_[role=tablist]]:justify-center"
    >
      {list.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-6">
          {list.map((mentor) => (
            <li key={mentor.id} className="w-full max-w-sm sm:w-80">
              <MentorCard
                mentor={mentor}
                action={
                  <a
                    href={`#${requestFormId}`}
                    onClick={() => onBook(mentor.category)}
                    className={buttonClass('primary', 'sm', 'w-full')}
                    aria-label={`Book a session with ${mentor.name}`}
                  >
                    <CalendarCheck className="size-4" aria-hidden="true" />
                    Book a session
                  </a>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <UserSearch className="mx-auto size-10 text-blue-800" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-bold text-slate-900">{category} mentors are joining soon</h3>
          <p className="mt-2 text-slate-600">
            We are onboarding experienced {category.toLowerCase()} professionals right now. Tell us what you need and we
            will personally match you with a mentor as soon as one is available.
          </p>
          <a
            href={`#${requestFormId}`}
            onClick={() => onBook(category)}
            className={buttonClass('outline', 'md', 'mt-6')}
          >
            Request a {category} mentor
          </a>
        </div>
      )}
    </Tabs>
  )
}
