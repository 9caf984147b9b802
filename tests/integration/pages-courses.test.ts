import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { courses, CURRICULUM_TABS, getCourse } from '../../src/shared/catalogue/courses'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { derivePackages } from '../../src/shared/pricing'
import { formatRupees } from '../../src/shared/format'
import { SITE } from '../../src/shared/site'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )
}

function tabButtons(html: string): { label: string; attrs: string }[] {
  return [...html.matchAll(/<button([^>]*role="tab"[^>]*)>([\s\S]*?)<\/button>/g)].map((m) => ({
    attrs: m[1],
    label: m[2].replace(/<[^>]+>/g, '').trim(),
  }))
}

/** Assertions on HTML that name what was missing without printing the whole page. */
function contains(html: string, needle: string) {
  expect(html.includes(needle), `expected page to contain ${JSON.stringify(needle)}`).toBe(true)
}
function lacks(html: string, needle: string) {
  expect(html.includes(needle), `expected page not to contain ${JSON.stringify(needle)}`).toBe(false)
}
function matches(html: string, re: RegExp) {
  expect(re.test(html), `expected page to match ${re}`).toBe(true)
}

function count(html: string, needle: string): number {
  return html.split(needle).length - 1
}

describe('/courses', () => {
  it('lists all seven courses with rupee prices, a Duration dropdown and View Course links', async () => {
    const res = await app.inject('/courses')
    expect(res.statusCode).toBe(200)
    contains(res.body, '<title>Our Courses | ' + SITE.name + '</title>')
    expect(count(res.body, '<h1')).toBe(1)
    for (const c of courses) {
      contains(res.body, c.title)
      contains(res.body, formatRupees(c.price))
      contains(res.body, `href="/courses/${c.id}"`)
    }
    contains(res.body, '₹')
    expect(count(res.body, '>View Course')).toBe(7)
    expect(count(res.body, '>Duration</label>')).toBe(7)
    // The card shows the basic package by default: 3 months, base modules, 20% off.
    contains(res.body, 'Rated 4.8 out of 5')
    contains(res.body, '20% off')
    contains(res.body, 'Bestseller')
    // Category chips: All + six categories, All is current.
    matches(res.body, /<a[^>]*aria-current="page"[^>]*>All<\/a>/)
    for (const label of [
      'Web Development',
      'Data Science',
      'Mobile Apps',
      'Cloud &amp; DevOps',
      'Cybersecurity',
      'Design',
    ]) {
      contains(res.body, `>${label}</a>`)
    }
  })

  // Decision 0027: the first card's picture loads at once and alone; the others, and every stand-in, come
  // as the cards near the viewport.
  it("has one picture in its HTML, the first card's, at high priority and without a stand-in", async () => {
    const res = await app.inject('/courses')
    // A page without scripts shows every picture through <noscript>; a browser with them fetches none of those.
    const scripted = res.body.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
    const images = [...scripted.matchAll(/<img[^>]*>/g)].map((m) => m[0])
    expect(images).toHaveLength(1)
    expect(images[0]).toContain(`src="/images/${courses[0]!.image}?width=400&amp;quality=85"`)
    expect(images[0]).toMatch(/fetchpriority="high"/i)
    lacks(scripted, 'blur(12px)')
  })

  it('filters by category', async () => {
    const res = await app.inject('/courses?category=web')
    expect(res.statusCode).toBe(200)
    contains(res.body, 'Full Stack Web Development')
    for (const c of courses.filter((c) => c.id !== 1)) lacks(res.body, c.title)
    contains(res.body, '<title>Web Development Courses | ')
    matches(res.body, /<a[^>]*aria-current="page"[^>]*>Web Development<\/a>/)
    const list = jsonLd(res.body).find((d) => d['@type'] === 'ItemList')!
    expect(list.itemListElement).toHaveLength(1)
  })

  it('shows "No courses found" with a link to all courses for an unmapped category', async () => {
    const res = await app.inject('/courses?category=devops')
    expect(res.statusCode).toBe(200)
    contains(res.body, 'No courses found')
    matches(res.body, /<a[^>]*href="\/courses"[^>]*>View all courses<\/a>/)
    for (const c of courses) lacks(res.body, `href="/courses/${c.id}"`)
  })

  it('describes the listed courses as an ItemList of Course items in JSON-LD', async () => {
    const res = await app.inject('/courses')
    contains(res.body, '"priceCurrency":"INR"')
    const list = jsonLd(res.body).find((d) => d['@type'] === 'ItemList')!
    expect(list).toBeDefined()
    expect(list.itemListElement).toHaveLength(7)
    list.itemListElement.forEach((el: any, i: number) => {
      expect(el.position).toBe(i + 1)
      expect(el.item['@type']).toBe('Course')
      expect(el.item.name).toBe(courses[i].title)
      expect(el.item.url).toBe(`https://skillforge.test/courses/${courses[i].id}`)
      expect(el.item.provider).toMatchObject({ '@type': 'Organization', name: SITE.name })
      expect(el.item.offers).toMatchObject({
        '@type': 'Offer',
        price: courses[i].price,
        priceCurrency: 'INR',
        category: 'Paid',
      })
    })
    contains(res.body, '<link rel="canonical" href="https://skillforge.test/courses"')
  })
})

describe('/courses/{id}', () => {
  it('renders the course with tabs, packages, JSON-LD and canonical link', async () => {
    const course = getCourse(1)!
    const res = await app.inject('/courses/1')
    expect(res.statusCode).toBe(200)
    contains(res.body, `<title>${course.title} | ${SITE.name}</title>`)
    matches(res.body, new RegExp(`<h1[^>]*>${course.title}</h1>`))
    expect(count(res.body, '<h1')).toBe(1)
    expect(tabButtons(res.body).map((t) => t.label)).toEqual(['Overview', 'Curriculum', 'Instructors'])
    matches(res.body, /aria-selected="true"[^>]*>Overview</)
    for (const p of derivePackages(course)) {
      contains(res.body, `>${p.label}</span>`)
      contains(res.body, formatRupees(p.price))
      contains(res.body, formatRupees(p.originalPrice))
      contains(res.body, `Save ${p.discount}%`)
    }
    // Basic is the default selection.
    matches(res.body, /data-testid="selected-price">₹29,999</)
    contains(res.body, 'href="/enroll?course=1&amp;package=basic"')
    contains(res.body, 'Enroll Now')
    // Overview content
    contains(res.body, course.longDescription!)
    contains(res.body, course.skills![0])
    contains(res.body, '<link rel="canonical" href="https://skillforge.test/courses/1"')
    const ld = jsonLd(res.body).find((d) => d['@type'] === 'Course')!
    expect(ld).toMatchObject({
      name: course.title,
      description: course.description,
      provider: { '@type': 'Organization', name: SITE.name },
      offers: { '@type': 'Offer', price: 29999, priceCurrency: 'INR' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', duration: 'P6M' },
    })
  })

  it('selects the package named in the address', async () => {
    const course = getCourse(1)!
    const premium = derivePackages(course)[2]
    const res = await app.inject('/courses/1?package=premium')
    expect(res.statusCode).toBe(200)
    matches(res.body, new RegExp(`data-testid="selected-price">${formatRupees(premium.price)}<`))
    contains(res.body, 'href="/enroll?course=1&amp;package=premium"')
    matches(res.body, /<input[^>]*type="radio"[^>]*checked=""[^>]*value="premium"/)
    // An unknown package falls back to basic.
    const bad = await app.inject('/courses/1?package=gold')
    expect(bad.statusCode).toBe(200)
    matches(bad.body, /data-testid="selected-price">₹29,999</)
  })

  it('renders a course without a curriculum', async () => {
    const res = await app.inject('/courses/6')
    expect(res.statusCode).toBe(200)
    contains(res.body, 'UI/UX Design Mastery')
    contains(res.body, '>Curriculum</button>')
  })

  it.each(['/courses/99', '/courses/abc', '/courses/0', '/courses/1.5'])(
    'answers 404 with "Course not found" for %s',
    async (path) => {
      const res = await app.inject(path)
      expect(res.statusCode).toBe(404)
      contains(res.body, 'Course not found')
      matches(res.body, /<a[^>]*href="\/courses"/)
    },
  )
})

describe('/curriculum', () => {
  it('shows the three level cards and a tab per course, disabling those without a curriculum', async () => {
    const res = await app.inject('/curriculum')
    expect(res.statusCode).toBe(200)
    expect(count(res.body, '<h1')).toBe(1)
    matches(res.body, /Beginner<\/h3>[\s\S]*?4 Months/)
    matches(res.body, /Intermediate<\/h3>[\s\S]*?4 Months/)
    matches(res.body, /Advanced<\/h3>[\s\S]*?3 Months/)

    const tabs = tabButtons(res.body)
    expect(tabs.map((t) => t.label)).toEqual([
      'Full Stack',
      'Data Science',
      'Mobile Dev',
      'Cloud',
      'Cybersecurity',
      'UI/UX',
      'Digital',
    ])
    CURRICULUM_TABS.forEach((t, i) => {
      const hasCurriculum = Boolean(getCurriculum(t.courseId))
      expect(tabs[i].attrs.includes('disabled=""')).toBe(!hasCurriculum)
    })
    expect(tabs[0].attrs).toContain('aria-selected="true"')

    // The first course's panel: overview, duration selector, modules and topics, actions.
    const first = getCurriculum(1)!
    contains(res.body, first.overview)
    contains(res.body, 'Select duration</label>')
    contains(res.body, first.levels[0].modules[0].title)
    contains(res.body, first.levels[2].modules[0].topics[0])
    contains(res.body, 'href="/enroll?course=1&amp;package=basic"')
    matches(res.body, /<a[^>]*href="\/courses\/1"[^>]*>View Details/)
    contains(res.body, 'Download Syllabus')
  })
})
