import { Suspense, lazy, useState } from 'react'
import type { Course } from '../../../shared/catalogue/types'
import { Container } from '../ui/container'
import { Tabs } from '../ui/tabs'
import { CourseOverview } from './course-overview'

// The page opens on Overview; the other tabs (the curriculum with its module data, about 5 KB) come when
// chosen, so they are no part of the course page's first load.
const CourseCurriculum = lazy(() => import('./course-curriculum').then((m) => ({ default: m.CourseCurriculum })))
const CourseInstructors = lazy(() => import('./course-instructors').then((m) => ({ default: m.CourseInstructors })))

type TabValue = 'overview' | 'curriculum' | 'instructors'

const TAB_ITEMS: { value: TabValue; label: string }[] = [
  { value: 'overview', label: 'Overview' },
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'instructors', label: 'Instructors' },
]

/** Overview, Curriculum and Instructors of a course, one tab at a time, starting on Overview. */
export function CourseDetailsTabs({ course }: { course: Course }) {
  const [tab, setTab] = useState<TabValue>('overview')
  return (
    <section className="py-12 sm:py-16">
      <Container>
        <Tabs items={TAB_ITEMS} value={tab} onChange={setTab} label="Course details">
          {tab === 'overview' && <CourseOverview course={course} />}
          <Suspense>
            {tab === 'curriculum' && <CourseCurriculum course={course} />}
            {tab === 'instructors' && <CourseInstructors course={course} />}
          </Suspense>
        </Tabs>
      </Container>
    </section>
  )
}
