import type { InquiryKind } from './inquiry-options'
import { inquiryProgramLabel } from './value-labels'
import { SITE } from './site'

/**
 * What a counsellor's quick actions prefill: a short WhatsApp message and an e-mail per kind of inquiry,
 * greeting the lead by first name and naming what they asked about. The counsellor edits them before sending.
 */
export interface ContactTemplate {
  whatsapp: string
  emailSubject: string
  emailBody: string
}

export interface TemplateLead {
  kind: InquiryKind
  fullName: string
  /** A program's value, or a contact message's subject as it was written. */
  program: string
}

/** The first word of the name, as people are greeted ("Dear Priya"), or "there" without one. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] || 'there'
}

/**
 * What the lead asked about, in words: a program's name, or a contact message's subject. A subject from a
 * legacy caller may hold line breaks (CRLF included); on one line it can be an e-mail's subject.
 */
function topicOf(lead: TemplateLead): string {
  return inquiryProgramLabel(lead.kind, lead.program).trim().replace(/\s+/g, ' ')
}

export function contactTemplate(lead: TemplateLead): ContactTemplate {
  const name = firstNameOf(lead.fullName)
  const topic = topicOf(lead)
  const signature = `Admissions team, ${SITE.name}`
  switch (lead.kind) {
    case 'information':
      return {
        whatsapp: `Hello ${name}, this is the admissions team at ${SITE.name}. Thank you for your interest in ${topic}. When would be a good time to talk about the course, fees and batch dates?`,
        emailSubject: `${topic} at ${SITE.name}`,
        emailBody: `Dear ${name},\n\nThank you for asking about ${topic}. I would be glad to tell you about the course, the fees and the next batch dates.\n\nWhen would be a good time to call you?\n\nRegards,\n${signature}`,
      }
    case 'enrollment':
      return {
        whatsapp: `Hello ${name}, this is the admissions team at ${SITE.name}. We have received your application for ${topic}. When can we call you to complete your enrolment?`,
        emailSubject: `Your application for ${topic}`,
        emailBody: `Dear ${name},\n\nThank you for applying for ${topic}. To complete your enrolment we would like to confirm a few details with you and answer any questions.\n\nWhen would be a good time to call you?\n\nRegards,\n${signature}`,
      }
    case 'contact':
      return {
        whatsapp: `Hello ${name}, this is the admissions team at ${SITE.name}, replying to your message "${topic}". How can we help?`,
        emailSubject: `Re: ${topic}`,
        emailBody: `Dear ${name},\n\nThank you for your message about "${topic}".\n\n\n\nRegards,\n${signature}`,
      }
  }
}

/** A mailto: link with the template's subject and body (RFC 6068: encoded, line breaks as CRLF). */
export function mailtoHref(email: string, template: ContactTemplate): string {
  // A body edited or pasted may already hold CRLF or a lone CR: each break becomes one CRLF, never CR CR LF.
  const body = template.emailBody.replace(/\r\n?|\n/g, '\r\n')
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}?subject=${encodeURIComponent(template.emailSubject)}&body=${encodeURIComponent(body)}`
}
