import { describe, it, expect } from 'vitest'
import { contactTemplate, firstNameOf, mailtoHref, type TemplateLead } from '../../src/shared/contact-templates'
import { SITE } from '../../src/shared/site'

describe('firstNameOf', () => {
  it.each([
    ['Priya Sharma', 'Priya'],
    ['  Rahul   Kumar Verma ', 'Rahul'],
    ['Ananya', 'Ananya'],
    ['Arjun\tNair', 'Arjun'],
    ['', 'there'],
    ['   ', 'there'],
  ])('greets %j as %j', (fullName, first) => {
    expect(firstNameOf(fullName)).toBe(first)
  })
})

describe('contactTemplate', () => {
  it.each<[TemplateLead, string]>([
    [{ kind: 'information', fullName: 'Priya Sharma', program: 'web' }, 'Full Stack Web Development'],
    [{ kind: 'information', fullName: 'Priya Sharma', program: 'digital-marketing' }, 'Digital Marketing Specialist'],
    [{ kind: 'enrollment', fullName: 'Priya Sharma', program: 'datascience' }, 'Data Science and Machine Learning'],
    [{ kind: 'enrollment', fullName: 'Priya Sharma', program: 'uiux' }, 'UI/UX Design Mastery'],
    // A program the labels do not know is named as it was stored rather than dropped.
    [{ kind: 'information', fullName: 'Priya Sharma', program: 'quantum' }, 'quantum'],
    // A contact message names its subject, as written but trimmed.
    [
      { kind: 'contact', fullName: 'Priya Sharma', program: '  Batch timings for weekends ' },
      'Batch timings for weekends',
    ],
  ])('%j greets Priya and names %j in every part', (lead, topic) => {
    const t = contactTemplate(lead)
    expect(t.whatsapp).toMatch(/^Hello Priya, /)
    expect(t.emailBody).toMatch(/^Dear Priya,\n\n/)
    for (const part of [t.whatsapp, t.emailSubject, t.emailBody]) expect(part).toContain(topic)
    expect(t.whatsapp).toContain(SITE.name)
    expect(t.emailBody).toMatch(new RegExp(`\\n\\nRegards,\\nAdmissions team, ${SITE.name}$`))
    expect(t.whatsapp).not.toContain('\n')
    expect(t.emailSubject).not.toContain('\n')
  })

  it('writes each kind its own way', () => {
    const information = contactTemplate({ kind: 'information', fullName: 'Priya Sharma', program: 'cloud' })
    expect(information.emailSubject).toBe(`Cloud Computing and DevOps at ${SITE.name}`)
    expect(information.whatsapp).toBe(
      `Hello Priya, this is the admissions team at ${SITE.name}. Thank you for your interest in Cloud Computing and DevOps. When would be a good time to talk about the course, fees and batch dates?`,
    )

    const enrollment = contactTemplate({ kind: 'enrollment', fullName: 'Priya Sharma', program: 'cloud' })
    expect(enrollment.emailSubject).toBe('Your application for Cloud Computing and DevOps')
    expect(enrollment.whatsapp).toContain('complete your enrolment')

    const contact = contactTemplate({ kind: 'contact', fullName: 'Priya Sharma', program: 'Fee instalments' })
    expect(contact.emailSubject).toBe('Re: Fee instalments')
    expect(contact.whatsapp).toContain('replying to your message "Fee instalments"')
    expect(contact.emailBody).toContain('Thank you for your message about "Fee instalments".')
  })

  it('puts a subject written over several lines (as legacy callers may send it) on one line', () => {
    const t = contactTemplate({ kind: 'contact', fullName: 'Priya Sharma', program: 'Fees for\r\nweekend   batch\n' })
    expect(t.emailSubject).toBe('Re: Fees for weekend batch')
    expect(t.whatsapp).toContain('"Fees for weekend batch"')
    expect(t.emailBody).toContain('"Fees for weekend batch"')
    expect(t.emailBody).not.toContain('\r')
  })

  it('greets a lead without a name as "there"', () => {
    const t = contactTemplate({ kind: 'information', fullName: ' ', program: 'web' })
    expect(t.whatsapp).toMatch(/^Hello there, /)
    expect(t.emailBody).toMatch(/^Dear there,/)
  })
})

describe('mailtoHref', () => {
  const template = contactTemplate({
    kind: 'contact',
    fullName: 'Priya Sharma',
    program: 'Fees & EMI? 50% off + "scholarship"',
  })

  /** Reads a mailto: link back: the address, and the subject and body decoded. */
  function read(href: string) {
    const match = /^mailto:([^?]*)\?subject=([^&]*)&body=([^&]*)$/.exec(href)
    if (!match) throw new Error(`Not a mailto link with a subject and a body: ${href}`)
    return {
      to: decodeURIComponent(match[1]),
      subject: decodeURIComponent(match[2]),
      body: decodeURIComponent(match[3]),
      raw: { subject: match[2], body: match[3] },
    }
  }

  it('carries the subject and the body, encoded, with CRLF line breaks', () => {
    const link = read(mailtoHref('priya@example.in', template))
    expect(link.to).toBe('priya@example.in')
    expect(link.subject).toBe(template.emailSubject)
    expect(link.body).toBe(template.emailBody.replace(/\n/g, '\r\n'))
    expect(link.body).not.toMatch(/[^\r]\n/)
    // Nothing that would end or split a query part, or be read as a space, travels unencoded.
    for (const part of [link.raw.subject, link.raw.body]) {
      expect(part).not.toMatch(/[&=?#+ \n\r"]/)
    }
    expect(link.raw.body).toContain('%0D%0A%0D%0ARegards%2C%0D%0A')
    expect(link.raw.subject).toBe('Re%3A%20Fees%20%26%20EMI%3F%2050%25%20off%20%2B%20%22scholarship%22')
  })

  it('keeps the @ of the address readable and encodes the rest of it', () => {
    expect(mailtoHref('  priya.sharma+admissions@example.co.in ', template)).toMatch(
      /^mailto:priya\.sharma%2Badmissions@example\.co\.in\?subject=/,
    )
  })

  it.each([
    ['CRLF', 'Dear Priya,\r\n\r\nRegards'],
    ['LF', 'Dear Priya,\n\nRegards'],
    ['lone CR', 'Dear Priya,\r\rRegards'],
    ['mixed', 'Dear Priya,\r\n\nRegards'],
  ])('writes each line break of a body edited with %s as one CRLF', (_case, emailBody) => {
    const link = read(mailtoHref('priya@example.in', { ...template, emailBody }))
    expect(link.body).toBe('Dear Priya,\r\n\r\nRegards')
  })
})
