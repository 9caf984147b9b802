import type { Course } from '../../shared/catalogue/types'
import { Island } from '../islands/island'
import { CourseCardView, type CourseCardData } from './course-card-view'

/** Only what the card shows: on an island page these travel in the page's HTML, once per card. */
function cardData(course: Course): CourseCardData {
  const { id, title, description, image, category, categoryColor, rating, isBestseller, isNew, price, modules } = course
  return { id, title, description, image, category, categoryColor, rating, isBestseller, isNew, price, modules }
}

/** A course card (course-card-view.tsx): an island of its own on an island page, for its Duration dropdown. */
export function CourseCard({ course, priority }: { course: Course; priority?: boolean }) {
  return <Island name="course-card" component={CourseCardView} props={{ course: cardData(course), priority }} />
}
