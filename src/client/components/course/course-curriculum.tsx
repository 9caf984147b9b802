import { BookOpen } from 'lucide-react'
import type { Course } from '../../../shared/catalogue/types'
// A static import of catalogue data is fine here only because this component is reached from the course
// route's component, which is split per route; a route definition importing it would put it in the entry bundle.
import { getCurriculum } from '../../../shared/catalogue/curricula'
import { SITE } from '../../../shared/site'
import { ModuleExplorer } from '../curriculum/module-explorer'

/** The Curriculum tab: the course's modules by level, or a placeholder until they are written. */
export function CourseCurriculum({ course }: { course: Course }) {
  const curriculum = getCurriculum(course.id)
  if (!curriculum || curriculum.levels.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <BookOpen aria-hidden="true" className="mx-auto h-10 w-10 text-blue-800" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Curriculum Coming Soon</h2>
        <p className="mt-3 text-slate-600">
          Our instructors are finalising the module-by-module plan for {course.title}. Call us on{' '}
          <a href={SITE.contact.phoneHref} className="font-semibold text-blue-800 underline">
            {SITE.contact.phone}
          </a>{' '}
          or write to{' '}
          <a href={SITE.contact.infoEmailHref} className="font-semibold text-blue-800 underline">
            {SITE.contact.infoEmail}
          </a>{' '}
          for the draft syllabus.
        </p>
      </div>
    )
  }
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Course curriculum</h2>
      <p className="mt-3 max-w-3xl text-slate-700">{curriculum.overview}</p>
      <div className="mt-8">
        <ModuleExplorer curriculum={curriculum} />
      </div>
    </div>
  )
}
