import { describe, it, expect } from 'vitest'
import {
  COURSE_CATEGORY_QUERY,
  COURSE_IDS_WITH_CURRICULUM,
  INTERNSHIP_CATEGORIES,
  NAV_COURSE_CATEGORIES,
  hasCurriculum,
} from '../../src/shared/catalogue/categories'
import {
  CURRICULUM_LEVEL_CARDS,
  CURRICULUM_TABS,
  INQUIRY_COURSE_OPTIONS,
  courses,
  featuredCourses,
  filterCoursesByCategory,
  getCourse,
} from '../../src/shared/catalogue/courses'
import { programForCourse } from '../../src/shared/catalogue/enroll-programs'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { filterInternshipsByCategory, getInternship, internships } from '../../src/shared/catalogue/internships'
import { learningPath } from '../../src/shared/catalogue/learning-path'
import { LIVE_PROJECT_BENEFITS, liveProjects } from '../../src/shared/catalogue/live-projects'
import {
  MENTORSHIP_CATEGORIES,
  MENTORSHIP_FAQ,
  MENTORSHIP_PLANS,
  MENTORSHIP_WHY,
  mentors,
} from '../../src/shared/catalogue/mentors'
import { partners } from '../../src/shared/catalogue/partners'
import { EDUCATION_OPTIONS, ENROLL_PROGRAM_OPTIONS } from '../../src/shared/inquiry-options'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { derivePackages } from '../../src/shared/pricing'
import { SITE, TOASTS, UI } from '../../src/shared/site'
import { PRIVACY, TERMS } from '../../src/shared/legal'

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

describe('form options', () => {
  it('has the enquiry, enrol and education option values', () => {
    expect(INQUIRY_COURSE_OPTIONS.map((o) => o.value)).toEqual([
      'web',
      'data',
      'mobile',
      'cyber',
      'cloud',
      'design',
      'digital-marketing',
    ])
    expect(ENROLL_PROGRAM_OPTIONS.map((o) => o.value)).toEqual([
      'fullstack',
      'datascience',
      'mobile',
      'cloud',
      'cybersecurity',
      'uiux',
    ])
    expect(EDUCATION_OPTIONS.map((o) => o.value)).toEqual([
      'highschool',
      'undergraduate',
      'graduate',
      'postgraduate',
      'phd',
    ])
  })

  it('maps course ids to enrol programs', () => {
    expect(programForCourse(1)).toBe('fullstack')
    expect(programForCourse(5)).toBe('cybersecurity')
    expect(programForCourse(6)).toBe('uiux')
    expect(programForCourse(7)).toBeUndefined()
    const values = ENROLL_PROGRAM_OPTIONS.map((o) => o.value)
    for (const c of courses) {
      const p = programForCourse(c.id)
      if (p) expect(values).toContain(p)
    }
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

describe('hero slides', () => {
  it('pairs ids, badges and titles exactly', () => {
    expect(heroSlides.map((s) => s.id)).toEqual([1, 2, 3, 4, 6])
    expect(heroSlides.map((s) => s.badge)).toEqual([
      'Trending Now',
      'New Course',
      'Most Popular',
      'High Demand',
      'Career Boost',
    ])
    expect(heroSlides.map((s) => s.title)).toEqual([
      'Full Stack Development',
      'Data Science & Analytics',
      'Cloud Computing & DevOps',
      'Cybersecurity',
      'Project Management',
    ])
    expect(heroSlides.map((s) => s.link)).toEqual([
      '/courses/1',
      '/courses/2',
      '/courses/3',
      '/courses/4',
      '/courses/6',
    ])
    expect(heroSlides.map((s) => s.image)).toEqual([
      'hero/slide-1',
      'hero/slide-2',
      'hero/slide-3',
      'hero/slide-4',
      'hero/slide-5',
    ])
    for (const s of heroSlides) expect(getCourse(s.id)).toBeDefined()
  })
})

describe('internships', () => {
  it('has four unpaid internships of 3 or 4 months, Remote or In-office', () => {
    expect(internships.map((i) => i.id)).toEqual([1, 2, 3, 4])
    for (const i of internships) {
      expect(i.hasStipend).toBe(false)
      expect(['3 months', '4 months']).toContain(i.duration)
      expect(['Remote', 'In-office']).toContain(i.location)
      expect(i.skills.length).toBeGreaterThan(0)
      expect(i.responsibilities.length).toBeGreaterThan(0)
      expect(i.eligibility.length).toBeGreaterThan(0)
    }
    expect(internships[0]!.title).toContain('Software')
    expect(internships[1]!.title).toContain('Data')
    expect(internships[2]!.title).toContain('Design')
    expect(internships[3]!.title).toContain('DevOps')
  })

  it('filters by title containing the category, case-insensitively', () => {
    expect(filterInternshipsByCategory('data').map((i) => i.title)).toEqual(['Data Science Intern'])
    expect(filterInternshipsByCategory('software').map((i) => i.id)).toEqual([1])
    expect(filterInternshipsByCategory('design').map((i) => i.id)).toEqual([3])
    expect(filterInternshipsByCategory('devops').map((i) => i.id)).toEqual([4])
    expect(filterInternshipsByCategory('web')).toEqual([])
    expect(filterInternshipsByCategory(undefined)).toHaveLength(4)
    expect(filterInternshipsByCategory('')).toHaveLength(4)
  })

  it('lists the nav categories and looks up by id', () => {
    expect(INTERNSHIP_CATEGORIES.map((c) => c.value)).toEqual(['web', 'data', 'software', 'design'])
    expect(getInternship(2)!.title).toBe('Data Science Intern')
    expect(getInternship(9)).toBeUndefined()
  })
})

describe('live projects, learning path and partners', () => {
  it('has four live projects and four benefits', () => {
    expect(liveProjects.map((p) => p.image)).toEqual([
      'projects/ecommerce',
      'projects/food-delivery',
      'projects/sentiment',
      'projects/project-management',
    ])
    for (const p of liveProjects) expect(p.technologies.length).toBeGreaterThan(0)
    expect(LIVE_PROJECT_BENEFITS).toHaveLength(4)
  })

  it('has four learning steps', () => {
    expect(learningPath).toHaveLength(4)
    expect(learningPath.map((s) => s.icon)).toEqual(['BookOpen', 'Code2', 'Briefcase', 'Award'])
  })

  it('has six partners in order with hex hover colours', () => {
    expect(partners.map((p) => p.name)).toEqual(['Google', 'Microsoft', 'Amazon', 'Facebook', 'IBM', 'Oracle'])
    for (const p of partners) expect(p.hoverColor).toMatch(/^#[0-9A-F]{6}$/i)
    expect(partners[0]!.hoverColor).toBe('#4285F4')
  })
})

describe('mentorship', () => {
  it('has four mentors spread over at least four of the five categories', () => {
    expect(MENTORSHIP_CATEGORIES).toEqual([
      'Software Development',
      'Data Science',
      'UI/UX Design',
      'Cloud Computing',
      'Cybersecurity',
    ])
    expect(mentors).toHaveLength(4)
    expect(mentors.map((m) => m.image)).toEqual(['mentors/1', 'mentors/2', 'mentors/3', 'mentors/4'])
    for (const m of mentors) {
      expect(MENTORSHIP_CATEGORIES).toContain(m.category)
      expect(m.experience).toMatch(/^\d+\+ years$/)
    }
    expect(new Set(mentors.map((m) => m.category)).size).toBeGreaterThanOrEqual(4)
  })

  it('has three plans with SPEC prices and Professional most popular', () => {
    expect(MENTORSHIP_PLANS.map((p) => [p.name, p.pricePerMonth, p.sessions])).toEqual([
      ['Basic', 4999, '2 sessions'],
      ['Professional', 9999, '4 sessions'],
      ['Premium', 19999, 'Unlimited sessions'],
    ])
    expect(MENTORSHIP_PLANS.filter((p) => p.mostPopular).map((p) => p.name)).toEqual(['Professional'])
  })

  it('FAQ states the SPEC facts', () => {
    const text = MENTORSHIP_FAQ.map((f) => f.answer).join(' ')
    expect(text).toContain('45-60 minutes')
    expect(text).toContain('48 hours')
    expect(text).toContain('7-day money-back')
    expect(text).toContain('5+ years')
    expect(text).toContain('5%')
  })

  it('why-join block', () => {
    expect(MENTORSHIP_WHY.map((w) => w.title)).toEqual(['Industry Experts', 'Personalized Roadmap', '1:1 Sessions'])
  })
})

describe('site constants', () => {
  it('has the brand, claims and contact details', () => {
    expect(SITE.name).toBe('SkillForge IT Academy')
    expect(SITE.claims.map((c) => c.value)).toEqual(['100+', '20,000+', '500+'])
    expect(SITE.menteesClaim).toBe('2,500+')
    expect(SITE.contact.locality).toBe('Ahmedabad')
    expect(SITE.contact.region).toBe('Gujarat')
    expect(SITE.contact.infoEmail).toMatch(/^info@/)
    expect(SITE.floatingContact.phoneHref).not.toBe(SITE.contact.phoneHref)
    expect(SITE.contact.phoneHref).toBe('tel:' + SITE.contact.phone.replace(/\s/g, ''))
    expect(SITE.floatingContact.phoneHref).toBe('tel:' + SITE.floatingContact.phone.replace(/\s/g, ''))
    expect(SITE.officeHours.map((h) => h.hours)).toEqual(['9:00 AM - 6:00 PM', '10:00 AM - 4:00 PM', 'Closed'])
  })

  it('has the UI and toast constants', () => {
    expect(UI.mobileBreakpoint).toBe(768)
    expect(UI.carousel.autoplayMs).toBe(5000)
    expect(UI.carousel.speedMs).toBe(500)
    expect(UI.lazyImage).toMatchObject({ rootMargin: '200px', threshold: 0.1, defaultQuality: 85 })
    expect(TOASTS).toMatchObject({ limit: 1, durationMs: 5000, swipeThreshold: 50 })
  })
})

describe('legal pages', () => {
  it('carry the update date and the SPEC terms', () => {
    expect(TERMS.updated).toBe('April 17, 2025')
    expect(PRIVACY.updated).toBe('April 17, 2025')
    const terms = TERMS.sections.flatMap((s) => s.paragraphs).join(' ')
    expect(terms).toContain('within 7 days of enrolment')
    expect(terms).toContain('no more than 20%')
    expect(terms).toContain('Internship fees are non-refundable once the internship has started')
    expect(terms).toContain('24-48 hours')
    const privacy = PRIVACY.sections.flatMap((s) => s.paragraphs).join(' ') + PRIVACY.intro
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023')
    expect(privacy).toContain('Google')
    expect(privacy).toMatch(/@skillforge-academy\.in/)
  })
})
