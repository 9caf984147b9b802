import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { getCourse } from '../../src/shared/catalogue/courses'
import { internships } from '../../src/shared/catalogue/internships'
import { liveProjects } from '../../src/shared/catalogue/live-projects'
import { MENTORSHIP_CATEGORIES, MENTORSHIP_FAQ, mentors } from '../../src/shared/catalogue/mentors'
import { EDUCATION_OPTIONS, ENROLL_PROGRAM_OPTIONS } from '../../src/shared/inquiry-options'
import { getPackage } from '../../src/shared/pricing'
import { formatRupees } from '../../src/shared/format'
import { SITE } from '../../src/shared/site'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

async function page(url: string, status = 200): Promise<string> {
  const res = await app.inject(url)
  expect(res.statusCode, url).toBe(status)
  expect(res.headers['content-type']).toContain('text/html')
  return res.body
}

/** Only the <body>, so that head tags (JSON-LD, meta) do not satisfy content assertions. */
function bodyOf(doc: string): string {
  return doc.slice(doc.indexOf('<body'))
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1
}

function h1s(doc: string): string[] {
  return [...doc.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
}

/** Every <label for=X> points at an element with id X; returns the label texts. */
function labels(doc: string): string[] {
  const out: string[] = []
  for (const m of doc.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    expect(doc, `control for label ${m[2]}`).toContain(`id="${m[1]}"`)
    out.push(
      m[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  }
  return out
}

function selectOptions(doc: string, name: string): { value: string; selected: boolean }[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(doc)
  expect(select, `select ${name}`).not.toBeNull()
  return [...select![1]!.matchAll(/<option([^>]*)>/g)].map((m) => ({
    value: /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    selected: /\sselected=""/.test(m[1]!),
  }))
}

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

describe('/live-projects', () => {
  it('shows the benefits and the four featured projects with a call to enrol', async () => {
    const doc = await page('/live-projects')
    const body = bodyOf(doc)
    expect(h1s(doc)).toHaveLength(1)
    expect(liveProjects).toHaveLength(4)
    for (const project of liveProjects) {
      expect(body).toContain(html(project.title))
      expect(body).toContain(html(project.subCategory))
      for (const tech of project.technologies) expect(body).toContain(html(tech))
    }
    for (const benefit of ['Real-World Experience', 'Team Collaboration', 'Industry Mentorship'])
      expect(body).toContain(benefit)
    expect(body).toContain('href="/enroll"')
  })
})

describe('/mentorship', () => {
  it('shows the hero, five category tabs, mentors, three plans and the FAQ', async () => {
    const doc = await page('/mentorship')
    const body = bodyOf(doc)
    expect(h1s(doc)).toEqual(['1:1 Mentorship Program'])
    expect(body).toContain(SITE.menteesClaim)
    const tabs = [...body.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1])
    expect(tabs).toEqual(MENTORSHIP_CATEGORIES.map(html))
    expect(tabs).toEqual(['Software Development', 'Data Science', 'UI/UX Design', 'Cloud Computing', 'Cybersecurity'])
    // The first tab's mentor, with the exact experience pattern and bio in the DOM.
    const first = mentors.find((m) => m.category === 'Software Development')!
    expect(body).toContain(html(first.name))
    expect(body).toContain(`${first.experience} experience`)
    expect(body).toContain('12+ years experience')
    expect(body).toContain(html(first.bio))
    for (const price of ['₹4,999', '₹9,999', '₹19,999']) expect(body).toContain(price)
    expect(count(body, 'Most Popular')).toBe(1)
    expect(body).toContain('Unlimited sessions')
    for (const faq of MENTORSHIP_FAQ) {
      expect(body).toContain(html(faq.question))
      expect(body).toContain(html(faq.answer))
    }
    expect(count(body, '<details')).toBe(MENTORSHIP_FAQ.length)
    expect(doc).toContain('"@type":"FAQPage"')
  })

  it('has a labelled request form that posts nowhere', async () => {
    const body = bodyOf(await page('/mentorship'))
    const form = /<form[^>]*aria-label="Mentorship request"[^>]*>[\s\S]*?<\/form>/.exec(body)?.[0]
    expect(form).toBeDefined()
    expect(form).not.toMatch(/\saction=/)
    expect(labels(form!)).toEqual(['Full Name*', 'Email*', 'Phone*', 'Preferred Mentorship Area', 'Message(optional)'])
    expect(selectOptions(form!, 'area').map((o) => o.value)).toEqual([...MENTORSHIP_CATEGORIES.map(html), 'not-sure'])
  })
})

describe('/contact', () => {
  it('shows the contact details and the labelled contact form', async () => {
    const doc = await page('/contact')
    const body = bodyOf(doc)
    expect(h1s(doc)).toEqual(['Contact Us'])
    for (const line of SITE.contact.addressLines) expect(body).toContain(html(line))
    expect(body).toContain(SITE.contact.phone)
    expect(body).toContain(`href="${SITE.contact.infoEmailHref}"`)
    for (const row of SITE.officeHours) {
      expect(body).toContain(row.days)
      expect(body).toContain(row.hours)
    }
    const form = /<form[^>]*aria-label="Contact form"[^>]*>[\s\S]*?<\/form>/.exec(body)![0]
    expect(labels(form)).toEqual([
      'Full Name*',
      'Email*',
      'Phone*',
      'Inquiry Type',
      'Subject*',
      'Message*',
      'I agree to the terms (opens in a new tab) and privacy policy (opens in a new tab)',
    ])
    expect(selectOptions(form, 'inquiryType').map((o) => o.value)).toEqual([
      'general',
      'admissions',
      'courses',
      'internships',
      'corporate',
      'other',
    ])
    expect(form).toContain('<textarea')
    expect(form).toContain('type="checkbox"')
    expect(form).toContain('href="/terms"')
    expect(form).toContain('href="/privacy"')
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Send Message<\/button>/)
  })
})

describe('/enroll', () => {
  it('is a focused page without the site header, with the application form and a disabled submit', async () => {
    const doc = await page('/enroll')
    const body = bodyOf(doc)
    expect(h1s(doc)).toEqual(['Apply for Enrollment'])
    expect(body).not.toContain('Enroll Now')
    // ...while pages with the site header do carry it, so the check above means something.
    expect(bodyOf(await page('/contact'))).toContain('Enroll Now')
    expect(body).toMatch(/<a[^>]*href="\/"[^>]*>[\s\S]*?SkillForge IT Academy<\/a>/)
    const programs = selectOptions(body, 'program')
    expect(programs.map((o) => o.value)).toEqual([
      'fullstack',
      'datascience',
      'mobile',
      'cloud',
      'cybersecurity',
      'uiux',
    ])
    expect(programs.map((o) => o.value)).toEqual(ENROLL_PROGRAM_OPTIONS.map((o) => o.value))
    expect(programs.filter((o) => o.selected).map((o) => o.value)).toEqual(['fullstack'])
    const education = selectOptions(body, 'education').filter((o) => o.value !== '')
    expect(education.map((o) => o.value)).toEqual(['highschool', 'undergraduate', 'graduate', 'postgraduate', 'phd'])
    expect(education).toHaveLength(EDUCATION_OPTIONS.length)
    expect(selectOptions(body, 'level').map((o) => o.value)).toEqual(['Beginner', 'Intermediate', 'Advanced'])
    expect(selectOptions(body, 'duration').map((o) => o.value)).toEqual(['3 months', '6 months', '12 months'])
    const form = /<form[^>]*aria-label="Enrollment application"[^>]*>[\s\S]*?<\/form>/.exec(body)![0]
    expect(labels(form)).toEqual([
      'Full Name*',
      'Email*',
      'Phone*',
      'Education',
      'Program',
      'Level',
      'Duration',
      'Message(optional)',
      'I agree to the terms (opens in a new tab) and privacy policy (opens in a new tab)',
    ])
    for (const name of ['fullName', 'email', 'phone']) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(form)?.[0]
      expect(input, name).toMatch(/\srequired=""/)
    }
    const submit = /<button[^>]*type="submit"[^>]*>[\s\S]*?<\/button>/.exec(form)![0]
    expect(submit).toContain('Submit Application')
    expect(submit).toMatch(/\sdisabled=""/)
    expect(body).toContain('We&#x27;ll contact you within 24-48 hours')
  })

  it('preselects the program and duration for a course and package, with a price summary', async () => {
    const body = bodyOf(await page('/enroll?course=2&package=standard'))
    expect(
      selectOptions(body, 'program')
        .filter((o) => o.selected)
        .map((o) => o.value),
    ).toEqual(['datascience'])
    expect(
      selectOptions(body, 'duration')
        .filter((o) => o.selected)
        .map((o) => o.value),
    ).toEqual(['6 months'])
    const course = getCourse(2)!
    const standard = getPackage(course, 'standard')
    expect(body).toContain(html(course.title))
    expect(body).toContain('Standard package')
    expect(body).toContain(formatRupees(standard.price))
    expect(body).toContain(formatRupees(standard.originalPrice))
  })

  it('defaults to the basic package for a course and ignores malformed parameters', async () => {
    const body = bodyOf(await page('/enroll?course=3'))
    expect(selectOptions(body, 'program').find((o) => o.selected)?.value).toBe('mobile')
    expect(body).toContain(formatRupees(getCourse(3)!.price))
    const bad = bodyOf(await page('/enroll?course=abc&package=gold&internship=-1'))
    expect(selectOptions(bad, 'program').find((o) => o.selected)?.value).toBe('fullstack')
    expect(bad).not.toContain('Your selection')
  })

  it('shows the chosen internship when applying from an internship page', async () => {
    const body = bodyOf(await page('/enroll?internship=2'))
    expect(body).toContain('Data Science Intern')
    expect(body).toContain('href="/internships/2"')
  })
})
