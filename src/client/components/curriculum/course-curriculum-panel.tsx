import { useId } from 'react'
import { ArrowRight, BookOpen, Clock, Download } from 'lucide-react'
import type { Course, Curriculum } from '../../../shared/catalogue/types'
import { isPackageId } from '../../../shared/pricing'
import { syllabusFileName, syllabusText } from '../../lib/syllabus'
import { courseHref, enrollHref } from '../../lib/course-links'
import { useCoursePackage } from '../../lib/use-course-package'
import { PackagePrice } from '../package-price'
import { SiteLink } from '../ui/site-link'
import { Badge } from '../ui/badge'
import { buttonClass } from '../ui/button'
import { Select } from '../ui/select'
import { CurriculumLevels } from './curriculum-levels'

/** Saves the course's syllabus for the chosen package as a text file, generated in the browser. */
function downloadSyllabus(course: Course, packageId: Parameters<typeof syllabusText>[1], curriculum: Curriculum) {
  const blob = new Blob([syllabusText(course, packageId, curriculum)], { type: 'text/plain;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = syllabusFileName(course)
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** One course on /curriculum: overview, duration selector, levels and modules, and actions. */
export function CourseCurriculumPanel({ course, curriculum }: { course: Course; curriculum: Curriculum | undefined }) {
  const selectId = useId()
  const { packageId, setPackageId, pkg, packages } = useCoursePackage(course)
  if (!curriculum) return null

  return (
    <div>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Badge tone={course.categoryColor}>{course.category}</Badge>
          <h3 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{course.title}</h3>
          <p className="mt-3 text-slate-700">{curriculum.overview}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <label htmlFor={selectId} className="block text-sm font-semibold text-slate-900">
            Select duration
          </label>
          <Select
            id={selectId}
            value={packageId}
            onChange={(e) => {
              if (isPackageId(e.target.value)) setPackageId(e.target.value)
            }}
            className="mt-2 w-full"
          >
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.duration} ({p.label})
              </option>
            ))}
          </Select>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div className="flex items-center gap-1.5 text-slate-700">
              <dt>
                <Clock aria-hidden="true" className="h-4 w-4 text-blue-700" />
                <span className="sr-only">Duration</span>
              </dt>
              <dd>{pkg.duration}</dd>
            </div>
            <div className="flex items-center gap-1.5 text-slate-700">
              <dt>
                <BookOpen aria-hidden="true" className="h-4 w-4 text-blue-700" />
                <span className="sr-only">Modules</span>
              </dt>
              <dd>{pkg.modules} modules</dd>
            </div>
          </dl>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-2" aria-live="polite">
            <PackagePrice pkg={pkg} />
          </p>
        </div>
      </div>

      <div className="mt-10">
        <CurriculumLevels curriculum={curriculum} />
      </div>

      <div className="mt-10 flex flex-col gap-3 rounded-2xl bg-blue-50 p-6 sm:flex-row sm:flex-wrap sm:items-center">
        <p className="font-semibold text-slate-900 sm:mr-auto">Ready to start {course.title}?</p>
        <SiteLink href={enrollHref(course.id, packageId)} className={buttonClass('primary', 'md')}>
          Enroll Now
        </SiteLink>
        <SiteLink href={courseHref(course.id, packageId)} className={buttonClass('outline', 'md')}>
          View Details
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </SiteLink>
        <button
          type="button"
          onClick={() => downloadSyllabus(course, packageId, curriculum)}
          className={buttonClass('outline', 'md')}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download Syllabus
        </button>
      </div>
    </div>
  )
}
