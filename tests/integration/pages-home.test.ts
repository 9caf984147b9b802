import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { courses } from '../../src/shared/catalogue/courses'
import { INQUIRY_COURSE_OPTIONS } from '../../src/shared/catalogue/inquiry-course-options'
import { heroSlides } from '../../src/shared/catalogue/hero-slides'
import { partners } from '../../src/shared/catalogue/partners'
import { SITE } from '../../src/shared/site'

let app: FastifyInstance
let html: string
let status: number

beforeAll(async () => {
  app = await testApp()
  const res = await app.inject('/')
  status = res.statusCode
  html = res.body
})
afterAll(() => app.close())

/** React escapes text content; compare catalogue strings the way they appear in the HTML. */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The HTML of the first <section> whose opening tag contains `marker`, up to its closing tag. */
function sectionWith(marker: string): string {
  const at = html.indexOf(marker)
  expect(at, `marker ${marker}`).toBeGreaterThan(-1)
  const start = html.lastIndexOf('<section', at)
  const end = html.indexOf('</section>', at)
  return html.slice(start, end)
}

function jsonLd(): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )
}

describe('home page', () => {
  it('answers 200 with the default title, canonical link and organisation JSON-LD', () => {
    expect(status).toBe(200)
    expect(html).toContain(`<title>${esc(SITE.defaultTitle)}</title>`)
    expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="https:\/\/skillforge\.test\/"/)
    expect(html).toContain('"@type":"EducationalOrganization"')
    const org = jsonLd().find((d) => d['@type'] === 'EducationalOrganization')!
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE.name,
      url: 'https://skillforge.test/',
      logo: 'https://skillforge.test/favicon.svg',
      telephone: SITE.contact.phone,
      email: SITE.contact.infoEmail,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Ahmedabad',
        addressRegion: 'Gujarat',
        addressCountry: 'IN',
      },
    })
    expect(org.sameAs).toEqual(SITE.social.map((s) => s.href))
  })

  it('has exactly one h1, in the hero', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toMatch(/<h1[^>]*>Launch Your IT Career/)
  })

  it('shows the hero calls to action, the enrollment link and the three claims', () => {
    const hero = sectionWith('id="home-hero-title"')
    expect(hero).toMatch(/<a[^>]*href="\/courses"[^>]*>Explore Courses/)
    expect(hero).toMatch(/<a[^>]*href="\/about"[^>]*>Learn More/)
    expect(hero).toMatch(/<a[^>]*href="\/enroll"[^>]*>[\s\S]*?Enrollment Open/)
    for (const value of ['100+', '20,000+', '500+']) expect(hero).toContain(`>${value}<`)
  })

  it('renders the five carousel slides with slide 0 visible and the others inert', () => {
    expect(html).toContain('aria-roledescription="carousel"')
    const slides = [...html.matchAll(/<div[^>]*aria-roledescription="slide"[^>]*>/g)].map((m) => m[0])
    expect(slides).toHaveLength(5)
    slides.forEach((tag, i) => {
      expect(tag).toContain(`aria-label="${i + 1} of 5"`)
      if (i === 0) {
        expect(tag).not.toContain('inert')
        expect(tag).not.toContain('aria-hidden')
      } else {
        expect(tag).toContain('inert')
        expect(tag).toContain('aria-hidden="true"')
      }
    })
    expect(heroSlides.map((s) => s.id)).toEqual([1, 2, 3, 4, 6])
    for (const slide of heroSlides) {
      expect(html).toContain(esc(slide.title))
      expect(html).toContain(esc(slide.badge))
      expect(html).toContain(`href="/courses/${slide.id}"`)
    }
    for (let n = 1; n <= 5; n++) expect(html).toContain(`aria-label="Go to slide ${n}"`)
    expect(html).toContain('aria-label="Previous slide"')
    expect(html).toContain('aria-label="Next slide"')
  })

  it('lists the six partners', () => {
    const strip = sectionWith('id="partners-title"')
    expect(strip).toContain('Trusted by Leading Companies')
    expect(partners.map((p) => p.name)).toEqual(['Google', 'Microsoft', 'Amazon', 'Facebook', 'IBM', 'Oracle'])
    for (const p of partners) {
      expect(strip).toContain(`>${p.name}<`)
      expect(strip).toContain(`--brand:${p.hoverColor}`)
    }
  })

  it('features exactly the first three courses', () => {
    const featured = sectionWith('id="featured-courses"')
    expect(featured).toContain('Our Featured Programs')
    expect(featured.match(/<article[\s>]/g)).toHaveLength(3)
    for (const course of courses.slice(0, 3)) expect(featured).toContain(esc(course.title))
    for (const course of courses.slice(3)) expect(featured).not.toContain(esc(course.title))
    expect(featured).toMatch(/<a[^>]*href="\/courses"[^>]*>View All Courses/)
  })

  it('shows the learning journey, live projects and mentorship sections', () => {
    expect(html).toContain('Your Learning Journey')
    expect(html).toContain('Live Projects Experience')
    expect(html).toMatch(/<a[^>]*href="\/live-projects"[^>]*>Explore All Projects/)
    const mentorship = sectionWith('id="mentorship-title"')
    expect(mentorship).toContain('1:1 Mentorship Program')
    expect(mentorship.match(/Book a session/g)?.length).toBeGreaterThanOrEqual(3)
    expect(mentorship).toMatch(/<a[^>]*href="\/mentorship"[^>]*>[\s\S]*?Book a session/)
    expect(mentorship).toContain('Why Join Our Mentorship Program?')
    for (const item of ['Industry Experts', 'Personalized Roadmap', '1:1 Sessions']) expect(mentorship).toContain(item)
    expect(mentorship).toMatch(/<a[^>]*href="\/mentorship"[^>]*>Explore Mentorship Program/)
  })

  it('ends with the Request Information form and its labelled fields', () => {
    const section = sectionWith('id="request-info-title"')
    expect(section).toContain('Request Information')
    for (const [label, name] of [
      ['Full Name', 'fullName'],
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Program of interest', 'program'],
    ]) {
      const labelMatch = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(section)
      expect(labelMatch, label).not.toBeNull()
      const control = new RegExp(
        `<(input|select)[^>]*id="${labelMatch![1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
      ).exec(section)
      expect(control, label).not.toBeNull()
      expect(control![0]).toContain(`name="${name}"`)
      expect(control![0]).toContain('required')
    }
    const options = [...section.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
    expect(options[0][1]).toBe('')
    expect(options[0][2]).toBe('Select a program')
    expect(options.slice(1).map((m) => m[1])).toEqual(INQUIRY_COURSE_OPTIONS.map((o) => o.value))
    expect(options).toHaveLength(8)
    expect(section).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Request Information/)
    // It is the last section of the page.
    expect(html.lastIndexOf('id="request-info-title"')).toBeGreaterThan(html.indexOf('id="mentorship-title"'))
  })
})
