import type { Inquiry } from '../db/schema'
import { KIND_LABELS } from '../../shared/schemas/admin-inquiries'
import { indianDateTime } from '../../shared/india-time'
import { SITE } from '../../shared/site'
import {
  composeInquiryAlert,
  escapeHtml,
  htmlButton,
  htmlPage,
  inquiryFacts,
  inquiryLink,
  oneLine,
  programOf,
  type ComposedMail,
  type MailInquiry,
} from './lead-mail'

/** The admissions desk's e-mails: an owner's morning reminder of follow-ups, and the alert for a late lead. */

/** How many follow-ups a reminder lists one by one; My day has them all. */
export const REMINDER_LIST_LIMIT = 50

export interface ReminderItem extends Pick<Inquiry, 'id' | 'kind' | 'full_name' | 'program' | 'phone'> {
  follow_up_at: Date
  follow_up_note: string | null
}

export interface ReminderContent {
  /** The India day, YYYY-MM-DD. */
  day: string
  /** Due before the e-mail was composed, and due later that day: the first REMINDER_LIST_LIMIT of each. */
  overdue: ReminderItem[]
  today: ReminderItem[]
  overdueTotal: number
  todayTotal: number
}

const time = (at: Date) => `${indianDateTime(at).slice(0, 16)} IST`

function itemLine(i: ReminderItem): string {
  const note = i.follow_up_note ? ` — ${oneLine(i.follow_up_note, 100)}` : ''
  return `${time(i.follow_up_at)}  ${oneLine(i.full_name, 80)} (${oneLine(programOf(i), 60)}), ${oneLine(i.phone, 30)}${note}`
}

/** An owner's follow-ups due that day and those overdue, at the start of the office day. */
export function composeFollowUpReminder(r: ReminderContent, publicOrigin: string): ComposedMail {
  const total = r.overdueTotal + r.todayTotal
  const subject = `${total} follow-up${total === 1 ? '' : 's'} for ${r.day}${r.overdueTotal ? ` (${r.overdueTotal} overdue)` : ''} — ${SITE.name}`
  const myDay = `${publicOrigin}/admin/today`
  const sections = [
    { title: `Overdue (${r.overdueTotal})`, items: r.overdue, total: r.overdueTotal },
    { title: `Due today (${r.todayTotal})`, items: r.today, total: r.todayTotal },
  ].filter((s) => s.total > 0)
  const more = (s: (typeof sections)[number]) =>
    s.total > s.items.length ? `…and ${s.total - s.items.length} more.` : null
  const text = [
    `Your follow-ups for ${r.day} (IST)`,
    ...sections.flatMap((s) => [
      '',
      s.title,
      ...s.items.map((i) => `${itemLine(i)}\n    ${inquiryLink(publicOrigin, i.id)}`),
      ...(more(s) ? [more(s)!] : []),
    ]),
    '',
    `My day in the back office: ${myDay}`,
    '',
    `— ${SITE.name} website`,
  ].join('\n')
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(`Your follow-ups for ${r.day} (IST)`)}</h1>${sections
      .map(
        (s) =>
          `<h2 style="font-size:16px">${escapeHtml(s.title)}</h2><ul>${s.items
            .map(
              (i) => `<li><a href="${escapeHtml(inquiryLink(publicOrigin, i.id))}">${escapeHtml(itemLine(i))}</a></li>`,
            )
            .join('')}</ul>${more(s) ? `<p>${escapeHtml(more(s)!)}</p>` : ''}`,
      )
      .join('')}${htmlButton(myDay, 'Open My day')}`,
  )
  return { subject, text, html }
}

/** One alert when a lead passes its first-contact deadline with nobody having contacted it. */
export function composeLateLeadAlert(i: MailInquiry, publicOrigin: string): ComposedMail {
  const due = i.first_contact_due_at ? time(i.first_contact_due_at) : 'unknown'
  const heading = `Not contacted in time: ${KIND_LABELS[i.kind].toLowerCase()} inquiry`
  const subject = oneLine(`Late lead: ${i.full_name} (${oneLine(programOf(i), 60)}) was due for contact ${due}`)
  const facts: Array<[string, string]> = [['First contact due', due], ...inquiryFacts(i)]
  return composeInquiryAlert({ subject, heading, facts, linkLine: 'Contact them or hand them on' }, i.id, publicOrigin)
}
