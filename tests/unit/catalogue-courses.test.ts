import { describe, it, expect } from 'vitest'
import {
  COURSE_CATEGORY_QUERY,
  COURSE_IDS_WITH_CURRICULUM,
  NAV_COURSE_CATEGORIES,
  hasCurriculum,
} from '../../src/shared/catalogue/categories'
import {
  CURRICULUM_LEVEL_CARDS,
  CURRICULUM_TABS,
  courses,
  featuredCourses,
  filterCoursesByCategory,
  getCourse,
} from '../../src/shared/catalogue/courses'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { derivePackages } from '../../src/shared/pricing'
import { UI } from '../../src/shared/site'

describe('courses', () => {
  it('has the seven courses in order with ids 1..7', () => {
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(courses.map((c) => c.title)).toEqual([
      'Full Stack Web Development',
      'Data Science and Machine Learning',
      'Flutter Development',
      'Cloud Computing and DevOps',
      'Cybersecurity Specialist',
      'UI/UX Design Mastery',
      'Digital Marketing Specialist',
    ])
  })

  it('has the SPEC module counts and durations', () => {
    expect(courses.map((c) => c.modules)).toEqual([20, 18, 15, 16, 22, 14, 12])
    expect(courses.map((c) => c.durationMonths)).toEqual([6, 5, 4, 5, 6, 4, 3])
    expect(courses.map((c) => c.duration)).toEqual([
      '6 months',
      '5 months',
      '4 months',
      '5 months',
      '6 months',
      '4 months',
      '3 months',
    ])
  })

  it('keeps prices, original prices and ratings within SPEC ranges', () => {
    for (const c of courses) {
      expect(c.price).toBeGreaterThanOrEqual(19999)
      expect(c.price).toBeLessThanOrEqual(32999)
      expect(c.price % 1000).toBe(999)
      expect(c.originalPrice - c.price).toBeGreaterThanOrEqual(4000)
      expect(c.originalPrice - c.price).toBeLessThanOrEqual(5000)
      expect(c.rating).toBeGreaterThanOrEqual(4.6)
      expect(c.rating).toBeLessThanOrEqual(4.9)
    }
    const prices = courses.map((c) => c.price)
    expect(Math.min(...prices)).toBe(19999)
    expect(Math.max(...prices)).toBe(32999)
  })

  it('uses the expected categories, colours and image keys', () => {
    expect(courses.map((c) => c.category)).toEqual([
      'Web Development',
      'Data Science',
      'Mobile Apps',
      'Cloud & DevOps',
      'Cybersecurity',
      'Design',
      'Digital Marketing',
    ])
    for (const c of courses) {
      expect(['primary', 'accent', 'secondary']).toContain(c.categoryColor)
      expect(c.image).toMatch(/^courses\/[a-z-]+$/)
      expect(c.instructors).toHaveLength(2)
      expect(c.slug).toMatch(/^[a-z0-9-]+$/)
    }
    expect(new Set(courses.map((c) => c.slug)).size).toBe(7)
    expect(courses.some((c) => c.isBestseller)).toBe(true)
    expect(courses.some((c) => c.isNew)).toBe(true)
  })

  it('has full curricula for courses 1-5 and none for 6 and 7', () => {
    const withCurriculum = courses.filter((c) => getCurriculum(c.id))
    expect(withCurriculum.length).toBeGreaterThanOrEqual(5)
    expect(courses.filter((c) => !getCurriculum(c.id)).length).toBeGreaterThanOrEqual(1)
    expect(getCurriculum(6)).toBeUndefined()
    expect(getCurriculum(7)).toBeUndefined()

    const moduleIds = new Set<string>()
    for (const c of withCurriculum) {
      const curriculum = getCurriculum(c.id)!
      expect(curriculum.overview.length).toBeGreaterThan(40)
      expect(curriculum.levels.map((l) => l.name)).toEqual(['Beginner', 'Intermediate', 'Advanced'])
      for (const level of curriculum.levels) {
        expect(level.modules.length).toBeGreaterThanOrEqual(2)
        expect(level.modules.length).toBeLessThanOrEqual(4)
        for (const m of level.modules) {
          expect(moduleIds.has(m.id)).toBe(false)
          moduleIds.add(m.id)
          expect(m.topics.length).toBeGreaterThanOrEqual(4)
          expect(m.topics.length).toBeLessThanOrEqual(6)
          expect(m.description.length).toBeGreaterThan(20)
          expect(m.duration).toMatch(/^\d+ weeks?$/)
        }
      }
    }
    expect(moduleIds.has('fs-b-1')).toBe(true)
  })

  it('lists exactly the courses with a curriculum in the small id list (hasCurriculum)', () => {
    expect(courses.filter((c) => getCurriculum(c.id)).map((c) => c.id)).toEqual([...COURSE_IDS_WITH_CURRICULUM])
    for (const c of courses) expect(hasCurriculum(c.id)).toBe(getCurriculum(c.id) !== undefined)
    expect(hasCurriculum(8)).toBe(false)
    expect(getCurriculum(8)).toBeUndefined()
    // Curricula are not part of the course records any more.
    for (const c of courses) expect(c).not.toHaveProperty('curriculum')
  })

  it('features the first three courses and looks courses up by id', () => {
    expect(featuredCourses.map((c) => c.id)).toEqual([1, 2, 3])
    expect(featuredCourses).toHaveLength(UI.featuredCount)
    expect(getCourse(5)!.title).toBe('Cybersecurity Specialist')
    expect(getCourse(8)).toBeUndefined()
    expect(getCourse(Number.NaN)).toBeUndefined()
  })

  it('derives positive packages for every course', () => {
    for (const c of courses) {
      const pkgs = derivePackages(c)
      expect(pkgs).toHaveLength(3)
      expect(pkgs[0]!.price).toBe(c.price)
      expect(pkgs[0]!.modules).toBe(c.modules)
      for (const p of pkgs) {
        expect(p.price).toBeGreaterThan(0)
        expect(p.originalPrice).toBeGreaterThan(p.price)
        expect(p.modules).toBeGreaterThan(0)
        expect(p.discount).toBeGreaterThan(0)
      }
    }
  })
})

describe('course category filter', () => {
  it('maps the SPEC query values', () => {
    expect(COURSE_CATEGORY_QUERY).toEqual({
      web: 'Web Development',
      data: 'Data Science',
      mobile: 'Mobile Apps',
      cloud: 'Cloud & DevOps',
      cyber: 'Cybersecurity',
      design: 'Design',
    })
  })

  it('filters by mapped category', () => {
    expect(filterCoursesByCategory('web').map((c) => c.title)).toEqual(['Full Stack Web Development'])
    expect(filterCoursesByCategory('cloud').map((c) => c.id)).toEqual([4])
    expect(filterCoursesByCategory('design').map((c) => c.id)).toEqual([6])
  })

  it('returns nothing for unmapped values and everything without a query', () => {
    expect(filterCoursesByCategory('devops')).toEqual([])
    expect(filterCoursesByCategory('blockchain')).toEqual([])
    expect(filterCoursesByCategory('constructor')).toEqual([])
    expect(filterCoursesByCategory(undefined)).toHaveLength(7)
    expect(filterCoursesByCategory('')).toHaveLength(7)
  })

  it('lists the header category links', () => {
    expect(NAV_COURSE_CATEGORIES.map((o) => o.value)).toEqual([
      'web',
      'data',
      'mobile',
      'cloud',
      'cyber',
      'devops',
      'design',
      'blockchain',
      'marketing',
    ])
  })
})

describe('curriculum page', () => {
  it('has seven tabs mapped to courses', () => {
    expect(CURRICULUM_TABS.map((t) => t.label)).toEqual([
      'Full Stack',
      'Data Science',
      'Mobile Dev',
      'Cloud',
      'Cybersecurity',
      'UI/UX',
      'Digital',
    ])
    expect(CURRICULUM_TABS.map((t) => t.courseId)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const disabled = CURRICULUM_TABS.filter((t) => !getCurriculum(t.courseId)).map((t) => t.label)
    expect(CURRICULUM_TABS.filter((t) => !hasCurriculum(t.courseId)).map((t) => t.label)).toEqual(disabled)
    expect(disabled).toEqual(['UI/UX', 'Digital'])
  })

  it('has the three level cards', () => {
    expect(CURRICULUM_LEVEL_CARDS.map((l) => [l.name, l.duration])).toEqual([
      ['Beginner', '4 Months'],
      ['Intermediate', '4 Months'],
      ['Advanced', '3 Months'],
    ])
  })
})
