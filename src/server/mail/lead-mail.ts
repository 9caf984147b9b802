import type { Inquiry } from '../db/schema'
import { CHANNEL_LABELS, KIND_LABELS } from '../../shared/schemas/admin-inquiries'
import { courseLevelLabel, educationLabel, inquiryProgramLabel, inquiryTypeLabel } from '../../shared/value-labels'
import { indianDateTime } from '../../shared/india-time'
import { SITE } from '../../shared/site'

/** An e-mail ready for the transport: plain text for every reader, simple HTML for those who want it. */
export interface ComposedMail {
  subject: string
  text: string
  html: string
}

/** The columns of an inquiry an e-mail shows: what the sender reads, and the type it reads them into. */
export const MAIL_INQUIRY_COLUMNS = [
  'id',
  'kind',
  'full_name',
  'email',
  'phone',
  'program',
  'message',
  'education',
  'inquiry_type',
  'course_level',
  'course_duration',
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer',
  'landing_page',
  'created_at',
  'first_contact_due_at',
] as const satisfies ReadonlyArray<keyof Inquiry>

export type MailInquiry = Pick<Inquiry, (typeof MAIL_INQUIRY_COLUMNS)[number]>

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Everything a lead typed goes through this before it meets HTML: their text is shown, never interpreted. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** A header is one line: a name with a newline in it must not start a second header or a body. */
export function oneLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const KIND_HEADINGS: Record<Inquiry['kind'], string> = {
  information: 'New information request',
  enrollment: 'New enrolment application',
  contact: 'New contact message',
}

/** What the lead asked about: a program's name, or a contact message's subject as it was written. */
export function programOf(i: Pick<Inquiry, 'kind' | 'program'>): string {
  return inquiryProgramLabel(i.kind, i.program)
}

const labelOrNull = (label: (value: string) => string, value: string | null) => (value === null ? null : label(value))

function sourceOf(i: MailInquiry): string {
  const campaign = [i.utm_source, i.utm_medium, i.utm_campaign].filter(Boolean).join(' / ')
  return campaign ? `${CHANNEL_LABELS[i.channel]}, ${campaign}` : `${CHANNEL_LABELS[i.channel]}, direct`
}

/** The inquiry's fields as label/value pairs, in the order an admissions officer reads them. */
export function inquiryFacts(i: MailInquiry): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    ['Kind', KIND_LABELS[i.kind]],
    ['Name', i.full_name],
    ['E-mail', i.email],
    ['Phone', i.phone],
    [i.kind === 'contact' ? 'Subject' : 'Program', programOf(i)],
    ['Inquiry type', labelOrNull(inquiryTypeLabel, i.inquiry_type)],
    ['Education', labelOrNull(educationLabel, i.education)],
    ['Course', [labelOrNull(courseLevelLabel, i.course_level), i.course_duration].filter(Boolean).join(', ') || null],
    ['Message', i.message],
    ['Source', sourceOf(i)],
    ['Referrer', i.referrer],
    ['Landing page', i.landing_page],
    ['Received', `${indianDateTime(i.created_at)} IST`],
  ]
  return facts.filter((f): f is [string, string] => f[1] !== null && f[1] !== '')
}

export function inquiryLink(publicOrigin: string, id: number): string {
  return `${publicOrigin}/admin/inquiries/${id}`
}

export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">${body}</body></html>`
}

export function htmlFacts(facts: Array<[string, string]>): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`
}

/** Label/value pairs as aligned plain-text lines; a value's own line breaks stay under its column. */
export function textFacts(facts: Array<[string, string]>): string[] {
  const width = Math.max(...facts.map(([label]) => label.length)) + 2
  return facts.map(([label, value]) => `${`${label}:`.padEnd(width)}${value.replace(/\n/g, `\n${' '.repeat(width)}`)}`)
}

export function htmlButton(href: string, label: string): string {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`
}

/**
 * An alert about one inquiry: a heading, its facts, and a link to it in the back office, introduced in the
 * plain text by `linkLine`.
 */
export function composeInquiryAlert(
  a: { subject: string; heading: string; facts: Array<[string, string]>; linkLine: string },
  inquiryId: number,
  publicOrigin: string,
): ComposedMail {
  const link = inquiryLink(publicOrigin, inquiryId)
  const text = [a.heading, '', ...textFacts(a.facts), '', `${a.linkLine}: ${link}`, '', `— ${SITE.name} website`].join(
    '\n',
  )
  const html = htmlPage(
    a.subject,
    `<h1 style="font-size:20px">${escapeHtml(a.heading)}</h1>${htmlFacts(a.facts)}${htmlButton(link, 'Open in the back office')}<p style="color:#6b7280;font-size:12px">${escapeHtml(SITE.name)} website</p>`,
  )
  return { subject: a.subject, text, html }
}

/** The alert an admin gets for one new inquiry. */
export function composeLeadAlert(i: MailInquiry, publicOrigin: string): ComposedMail {
  const heading = KIND_HEADINGS[i.kind]
  const subject = oneLine(`${heading}: ${i.full_name} (${oneLine(programOf(i), 60)})`)
  return composeInquiryAlert(
    { subject, heading, facts: inquiryFacts(i), linkLine: 'Open it in the back office' },
    i.id,
    publicOrigin,
  )
}

const CONFIRMATION_WHAT: Record<Inquiry['kind'], string> = {
  information: 'your request for information',
  enrollment: 'your enrolment application',
  contact: 'your message',
}

/** The lead's own receipt: their request arrived, and how to reach us meanwhile. */
export function composeLeadConfirmation(i: MailInquiry): ComposedMail {
  const what = CONFIRMATION_WHAT[i.kind]
  const subject = `We have received ${what} — ${SITE.name}`
  const c = SITE.contact
  const contactLines = [`Phone: ${c.phone}`, `E-mail: ${c.infoEmail}`, `Address: ${c.addressLines.join(', ')}`]
  const hours = SITE.officeHours.map((h) => `${h.days}: ${h.hours}`)
  const greeting = `Dear ${oneLine(i.full_name, 80)},`
  const lines = [
    `Thank you for contacting ${SITE.name}. We have received ${what}, and our admissions team will get in touch with you soon.`,
    'If you have any questions in the meantime, you can reach us here:',
  ]
  const text = [
    greeting,
    '',
    lines[0],
    '',
    lines[1],
    ...contactLines,
    '',
    'Office hours (IST):',
    ...hours,
    '',
    `— ${SITE.name}`,
    '',
    'You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.',
  ].join('\n')
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lines[0])}</p><p>${escapeHtml(lines[1])}<br>${contactLines.map(escapeHtml).join('<br>')}</p><p>Office hours (IST):<br>${hours.map(escapeHtml).join('<br>')}</p><p>— ${escapeHtml(SITE.name)}</p><p style="color:#6b7280;font-size:12px">You receive this e-mail because this address was entered on our website. If it was not you, you can ignore it.</p>`,
  )
  return { subject, text, html }
}

/** How many inquiries a digest lists one by one; the rest are counted, and the back office has them all. */
export const DIGEST_LIST_LIMIT = 50

export interface DigestContent {
  /** The India day covered, YYYY-MM-DD. */
  day: string
  total: number
  byKind: Record<Inquiry['kind'], number>
  /** The day's first DIGEST_LIST_LIMIT inquiries, oldest first. */
  inquiries: Array<Pick<Inquiry, 'id' | 'kind' | 'full_name' | 'program' | 'created_at'>>
}

/** One e-mail with a day's inquiries, for admins who chose a digest over an alert each. */
export function composeDigest(d: DigestContent, publicOrigin: string): ComposedMail {
  const counts = (Object.keys(d.byKind) as Array<Inquiry['kind']>)
    .filter((k) => d.byKind[k] > 0)
    .map((k) => `${KIND_LABELS[k]}: ${d.byKind[k]}`)
  const subject = `${d.total} new ${d.total === 1 ? 'inquiry' : 'inquiries'} on ${d.day} — ${SITE.name}`
  const list = `${publicOrigin}/admin/inquiries?from=${d.day}&to=${d.day}`
  const items = d.inquiries.map((i) => ({
    line: `${indianDateTime(i.created_at).slice(11, 16)}  ${KIND_LABELS[i.kind]}: ${oneLine(i.full_name, 80)} (${oneLine(programOf(i), 60)})`,
    link: inquiryLink(publicOrigin, i.id),
  }))
  const more = d.total - d.inquiries.length
  const moreLine = more > 0 ? `…and ${more} more.` : null
  const text = [
    `Inquiries received on ${d.day} (IST): ${d.total}`,
    counts.join(', '),
    '',
    ...items.map((i) => `${i.line}\n    ${i.link}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    `All of them in the back office: ${list}`,
    '',
    `— ${SITE.name} website`,
  ].join('\n')
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(`Inquiries received on ${d.day} (IST): ${d.total}`)}</h1><p>${escapeHtml(counts.join(', '))}</p><ul>${items
      .map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a></li>`)
      .join('')}</ul>${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}${htmlButton(list, 'Open in the back office')}`,
  )
  return { subject, text, html }
}
