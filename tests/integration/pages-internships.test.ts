import { describe, expect, it } from 'vitest'
import { bodyOf, count, h1s, html } from '../helpers/html'
import { servePages } from '../helpers/pages'
import { internships } from '../../src/shared/catalogue/internships'

const page = servePages()

describe('/internships', () => {
  it('lists the four internships, each with Apply Now to its page, and no stipend badge', async () => {
    const doc = await page('/internships')
    const body = bodyOf(doc)
    expect(h1s(doc)).toEqual(['Internship Programs'])
    expect(doc).toContain('<title>Internship Programs | SkillForge IT Academy</title>')
    expect(internships).toHaveLength(4)
    for (const internship of internships) {
      expect(body).toContain(html(internship.title))
      expect(body).toContain(`href="/internships/${internship.id}"`)
      expect(body).toContain(html(internship.description))
      expect(body).toContain(internship.duration)
      for (const skill of internship.skills) expect(body).toContain(html(skill))
    }
    expect(count(body, '>Apply Now</a>')).toBe(4)
    expect(doc).not.toContain('Stipend Available')
    for (const chip of ['All', 'Web Development', 'Data Science', 'Software Engineering', 'UI/UX Design', 'DevOps']) {
      expect(body).toContain(`>${chip}</a>`)
    }
    expect(body).toContain('href="/internships?category=devops"')
  })

  it('filters by a title containing the category: data shows only the Data Science internship', async () => {
    const doc = await page('/internships?category=data')
    const body = bodyOf(doc)
    expect(body).toContain('Data Science Intern')
    expect(body).toContain('href="/internships/2"')
    for (const id of [1, 3, 4]) expect(body).not.toContain(`href="/internships/${id}"`)
    for (const other of ['Software Engineering Intern', 'UI/UX Design Intern', 'DevOps Engineering Intern']) {
      expect(doc).not.toContain(other)
    }
    expect(body).toMatch(/aria-current="page"[^>]*>Data Science<\/a>/)
  })

  it('shows No internships found with a link to all internships when nothing matches', async () => {
    const doc = await page('/internships?category=web')
    const body = bodyOf(doc)
    expect(body).toContain('No internships found')
    expect(body).toMatch(/href="\/internships"[^>]*>View all internships<\/a>/)
    for (const internship of internships) expect(body).not.toContain(`href="/internships/${internship.id}"`)
  })

  it('devops and design match the DevOps and UI/UX internships', async () => {
    expect(bodyOf(await page('/internships?category=devops'))).toContain('DevOps Engineering Intern')
    expect(bodyOf(await page('/internships?category=design'))).toContain('UI/UX Design Intern')
  })
})

describe('/internships/{id}', () => {
  it('shows the internship with an Apply Now to the enrolment form and JSON-LD', async () => {
    const doc = await page('/internships/1')
    const body = bodyOf(doc)
    const internship = internships[0]!
    expect(h1s(doc)).toEqual([internship.title])
    expect(body).toContain(html(internship.longDescription))
    for (const item of [...internship.responsibilities, ...internship.eligibility]) expect(body).toContain(html(item))
    expect(body).toContain(internship.location)
    expect(body).toContain('does not carry a stipend')
    expect(body).toContain('href="/enroll?internship=1"')
    expect(doc).toContain('"@type":"EducationalOccupationalProgram"')
    expect(doc).toContain('<link rel="canonical" href="https://skillforge.test/internships/1"')
  })

  it('answers 404 with Internship not found for unknown ids', async () => {
    for (const url of ['/internships/99', '/internships/abc', '/internships/01']) {
      const doc = await page(url, 404)
      expect(doc).toContain('Internship not found')
      expect(bodyOf(doc)).toMatch(/href="\/internships"[^>]*>View all internships<\/a>/)
    }
  })
})
