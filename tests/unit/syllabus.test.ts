import { describe, expect, it } from 'vitest'
import { courses, getCourse } from '../../src/shared/catalogue/courses'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { formatRupees } from '../../src/shared/format'
import { getPackage } from '../../src/shared/pricing'
import { SITE } from '../../src/shared/site'
import { syllabusFileName, syllabusText } from '../../src/client/lib/syllabus'

describe('syllabusText', () => {
  const course = getCourse(1)!

  it('names the brand, course, package, duration and fee', () => {
    const text = syllabusText(course, 'standard')
    const pkg = getPackage(course, 'standard')
    expect(text.startsWith(SITE.name.toUpperCase())).toBe(true)
    expect(text).toContain(`${course.title}: Course Syllabus`)
    expect(text).toContain(`Package:   Standard (6 months, ${pkg.modules} modules)`)
    expect(text).toContain(
      `Fee:       ${formatRupees(pkg.price)} (original price ${formatRupees(pkg.originalPrice)}, 22% off)`,
    )
    expect(text).toContain(SITE.contact.phone)
    expect(text.endsWith('\n')).toBe(true)
  })

  it('lists every level, module and topic in order', () => {
    const text = syllabusText(course, 'basic')
    let at = 0
    let n = 0
    getCurriculum(course.id)!.levels.forEach((level, i) => {
      at = text.indexOf(`LEVEL ${i + 1}: ${level.name.toUpperCase()} (${level.duration})`, at)
      expect(at).toBeGreaterThan(-1)
      for (const m of level.modules) {
        n += 1
        at = text.indexOf(`Module ${n}. ${m.title} (${m.duration})`, at)
        expect(at).toBeGreaterThan(-1)
        for (const topic of m.topics) {
          at = text.indexOf(`- ${topic}`, at)
          expect(at).toBeGreaterThan(-1)
        }
      }
    })
  })

  it('follows the chosen package', () => {
    expect(syllabusText(course, 'basic')).toContain(`Fee:       ${formatRupees(course.price)}`)
    expect(syllabusText(course, 'premium')).toContain('Package:   Premium (12 months')
  })

  it('keeps every line within 78 columns', () => {
    for (const c of courses) {
      for (const line of syllabusText(c, 'premium').split('\n')) {
        // The Fee line can exceed with large prices; everything wrapped must fit.
        if (!line.startsWith('Fee:') && !line.startsWith('Address:')) expect(line.length).toBeLessThanOrEqual(78)
      }
    }
  })

  it('says the curriculum is coming soon for a course without one', () => {
    const text = syllabusText(getCourse(6)!, 'basic')
    expect(text).toContain('coming soon')
    expect(text).not.toContain('LEVEL 1')
  })

  it('names the file after the course', () => {
    expect(syllabusFileName(course)).toBe('full-stack-web-development-syllabus.txt')
  })
})
