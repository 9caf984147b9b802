import { describe, expect, it } from 'vitest'
import { bodyOf, h1s, html, labels, selectOptions } from '../helpers/html'
import { servePages } from '../helpers/pages'
import { getCourse } from '../../src/shared/catalogue/courses'
import { EDUCATION_OPTIONS, ENROLL_PROGRAM_OPTIONS } from '../../src/shared/inquiry-options'
import { getPackage } from '../../src/shared/pricing'
import { formatRupees } from '../../src/shared/format'
import { SITE } from '../../src/shared/site'

const page = servePages()

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
