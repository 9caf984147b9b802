import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { featuredCourses } from '../../../shared/catalogue/courses'
import { CourseCard } from '../course-card'
import { buttonClass } from '../ui/button'
import { SectionHeading } from '../ui/section-heading'

/** Featured programs (docs/product.md §2), the target of the mobile drawer's /#featured-courses link. */
export function FeaturedPrograms() {
  return (
    <section
      id="featured-courses"
      aria-labelledby="featured-courses-title"
      className="scroll-mt-20 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="featured-courses-title" eyebrow="Job-ready programs" title="Our Featured Programs">
          Industry-designed courses with live projects, mentor reviews and a capstone or internship to finish. Pick the
          duration that fits you.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {featuredCourses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/courses" className={buttonClass('outline', 'lg')}>
            View All Courses
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  )
}
