import { useState } from 'react'
import { hasCurriculum } from '../../../shared/catalogue/categories'
import { CURRICULUM_TABS, getCourse } from '../../../shared/catalogue/courses'
import { getCurriculum } from '../../../shared/catalogue/curricula'
import { Tabs } from '../ui/tabs'
import { CourseCurriculumPanel } from './course-curriculum-panel'

const TABS = CURRICULUM_TABS.map((t) => ({ ...t, course: getCourse(t.courseId), enabled: hasCurriculum(t.courseId) }))
const FIRST_ENABLED = TABS.find((t) => t.enabled)?.value ?? TABS[0]!.value

/** The courses whose detailed curriculum is not written yet. */
export const COMING_SOON = TABS.filter((t) => !t.enabled).map((t) => t.label)

/**
 * The curriculum page's tabs of courses, each with its levels, modules and package (an island on an island
 * page): it brings its catalogue data with its code rather than as props.
 */
export function CurriculumExplorer() {
  const [tab, setTab] = useState(FIRST_ENABLED)
  const current = TABS.find((t) => t.value === tab)?.course
  return (
    <Tabs
      items={TABS.map((t) => ({ value: t.value, label: t.label, disabled: !t.enabled }))}
      value={tab}
      onChange={setTab}
      label="Courses"
    >
      {current && <CourseCurriculumPanel key={current.id} course={current} curriculum={getCurriculum(current.id)} />}
    </Tabs>
  )
}
