import { describe, expect, it } from 'vitest'
import { bodyOf, count, h1s, html, labels, selectOptions } from '../helpers/html'
import { servePages } from '../helpers/pages'
import { MENTORSHIP_CATEGORIES, MENTORSHIP_FAQ, mentors } from '../../src/shared/catalogue/mentors'
import { SITE } from '../../src/shared/site'

const page = servePages()

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
