import { describe, it, expect } from 'vitest'
import { courses, getCourse } from '../../src/shared/catalogue/courses'
import { INQUIRY_COURSE_OPTIONS } from '../../src/shared/catalogue/inquiry-course-options'
import { programForCourse } from '../../src/shared/catalogue/enroll-programs'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { EDUCATION_OPTIONS, ENROLL_PROGRAM_OPTIONS } from '../../src/shared/inquiry-options'
import { SITE, TOASTS, UI } from '../../src/shared/site'
import { PRIVACY, TERMS } from '../../src/shared/legal'

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
