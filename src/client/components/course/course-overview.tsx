import { CheckCircle2 } from 'lucide-react'
import type { Course } from '../../../shared/catalogue/types'

/** The Overview tab: description, outcomes, skills and the course at a glance. */
export function CourseOverview({ course }: { course: Course }) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">About this course</h2>
        <p className="mt-4 leading-relaxed text-slate-700">{course.longDescription ?? course.description}</p>
        {course.outcomes && course.outcomes.length > 0 && (
          <>
            <h3 className="mt-10 text-xl font-bold text-slate-900">What you&apos;ll learn</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {course.outcomes.map((o) => (
                <li
                  key={o}
                  className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
                >
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
                  {o}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="space-y-6">
        {course.skills && course.skills.length > 0 && (
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-bold text-slate-900">Skills you&apos;ll gain</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {course.skills.map((s) => (
                <li key={s} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900">
                  {s}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-bold text-slate-900">Course at a glance</h3>
          <dl className="mt-4 space-y-3 text-sm">
            {[
              ['Category', course.category],
              ['Core programme', course.duration],
              ['Rating', `${course.rating} out of 5`],
              ['Packages', '3, 6 or 12 months'],
              ['Placement', 'Assistance included'],
            ].map(([k, v]) => (
              <div
                key={k}
                className="flex justify-between gap-4 border-b border-slate-100 pb-3 last:border-0 last:pb-0"
              >
                <dt className="text-slate-600">{k}</dt>
                <dd className="text-right font-semibold text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </div>
  )
}
