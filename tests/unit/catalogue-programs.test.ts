import { describe, it, expect } from 'vitest'
import { INTERNSHIP_CATEGORIES } from '../../src/shared/catalogue/categories'
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
