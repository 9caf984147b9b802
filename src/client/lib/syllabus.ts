import type { Course, Curriculum } from '../../shared/catalogue/types'
import { getCurriculum } from '../../shared/catalogue/curricula'
import { formatRupees } from '../../shared/format'
import { getPackage, type PackageId } from '../../shared/pricing'
import { SITE } from '../../shared/site'

const WIDTH = 78

/** Greedy word wrap to `WIDTH` columns, every line prefixed with `indent`. */
function wrap(text: string, indent = ''): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(indent + line)
  return lines
}

function heading(text: string, rule: '=' | '-'): string[] {
  return [text, rule.repeat(text.length)]
}

/** A bullet list item wrapped with a hanging indent. */
function bullet(text: string, indent = ''): string[] {
  const [first = '', ...rest] = wrap(text, `${indent}  `)
  return [`${indent}- ${first.slice(indent.length + 2)}`, ...rest]
}

/**
 * The plain-text syllabus of a course for the chosen package, as downloaded from /curriculum:
 * brand, course, package duration, modules and fee, overview, every level, module and topic,
 * outcomes, instructors and how to get in touch. Pure, so it runs anywhere and is unit-tested.
 * The curriculum defaults to the course's own (getCurriculum).
 */
export function syllabusText(
  course: Course,
  packageId: PackageId,
  curriculum: Curriculum | undefined = getCurriculum(course.id),
): string {
  const pkg = getPackage(course, packageId)
  const out: string[] = []
  const push = (...lines: string[]) => out.push(...lines)

  push(SITE.name.toUpperCase(), SITE.tagline, '')
  push(...heading(`${course.title}: Course Syllabus`, '='), '')
  push(`Category:  ${course.category}`)
  push(`Package:   ${pkg.label} (${pkg.duration}, ${pkg.modules} modules)`)
  push(
    `Fee:       ${formatRupees(pkg.price)} (original price ${formatRupees(pkg.originalPrice)}, ${pkg.discount}% off)`,
  )
  push(`Rating:    ${course.rating} out of 5`)
  push(`Mode:      Online live classes with mentor support`, '')

  push(...heading('Overview', '-'))
  push(...wrap(curriculum?.overview ?? course.longDescription ?? course.description), '')

  if (course.skills?.length) {
    push(...heading('Skills you will gain', '-'))
    for (const skill of course.skills) push(...bullet(skill))
    push('')
  }

  push(...heading('Curriculum', '-'))
  const levels = curriculum?.levels ?? []
  if (levels.length === 0) {
    push('The detailed module-by-module curriculum is coming soon.', '')
  }
  let moduleNo = 0
  levels.forEach((level, i) => {
    push('', `LEVEL ${i + 1}: ${level.name.toUpperCase()} (${level.duration})`, '')
    for (const m of level.modules) {
      moduleNo += 1
      push(`  Module ${moduleNo}. ${m.title} (${m.duration})`)
      push(...wrap(m.description, '     '))
      push('     Topics:')
      for (const topic of m.topics) push(...bullet(topic, '       '))
      push('')
    }
  })

  if (course.outcomes?.length) {
    push(...heading('Learning outcomes', '-'))
    for (const outcome of course.outcomes) push(...bullet(outcome))
    push('')
  }

  if (course.instructors.length) {
    push(...heading('Instructors', '-'))
    for (const ins of course.instructors) push(...bullet(`${ins.name}, ${ins.role} (${ins.experience})`))
    push('')
  }

  push(...heading('Admissions', '-'))
  push(`Phone:   ${SITE.contact.phone}`)
  push(`E-mail:  ${SITE.contact.infoEmail}`)
  push(`Web:     https://${SITE.domain}/courses/${course.id}`)
  push(`Address: ${SITE.contact.addressLines.join(', ')}`, '')
  push(
    ...wrap('Fees are in Indian rupees. Curriculum and schedule may be updated to keep pace with industry practice.'),
  )

  return `${out.join('\n')}\n`
}

/** The file name of a course's syllabus download, e.g. 'full-stack-web-development-syllabus.txt'. */
export function syllabusFileName(course: Course): string {
  return `${course.slug}-syllabus.txt`
}
