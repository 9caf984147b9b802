import type { Course } from '../../../shared/catalogue/types'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('')
}

/** The Instructors tab: one card per instructor, with initials in place of a photo. */
export function CourseInstructors({ course }: { course: Course }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Meet your instructors</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {course.instructors.map((ins) => (
          <li key={ins.name} className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-800 to-indigo-700 text-xl font-bold text-white"
            >
              {initials(ins.name)}
            </span>
            <div>
              <h3 className="text-lg font-bold text-slate-900">{ins.name}</h3>
              <p className="text-sm font-medium text-blue-800">{ins.role}</p>
              <p className="mt-1 text-sm text-slate-600">{ins.experience} experience</p>
              <p className="mt-3 text-slate-700">{ins.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
