import { STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { CONTACT_OUTCOME_LABELS } from '../../../../shared/schemas/admissions'
import { formatDue } from '../admin-format'
import type { ColleagueChange } from './colleague-changes'

/** A stored value's label, or the value itself when this build does not know it (a newer server's). */
function labelOf(labels: Readonly<Record<string, string>>, value: string | null, none: string): string {
  if (value === null) return none
  return Object.hasOwn(labels, value) ? labels[value] : value
}

/**
 * What a colleague did, in the history's words: "Chitra changed the status to Contacted". `ownerName`
 * names an owner by uid ("you" for the member reading it).
 */
export function colleagueSentence(change: ColleagueChange, ownerName: (uid: string) => string): string {
  const who = change.by.name ?? 'A colleague'
  const { to } = change
  switch (change.action) {
    case 'status':
      return `${who} changed the status to ${labelOf(STATUS_LABELS, to, 'none')}`
    case 'owner':
      if (to === null) return `${who} unassigned it`
      // A colleague who takes a lead is named by the event itself, before the detail comes back.
      return `${who} assigned it to ${to === change.by.uid && change.by.name ? change.by.name : ownerName(to)}`
    case 'note':
      return `${who} added a note`
    case 'contact':
      return `${who} logged a contact: ${labelOf(CONTACT_OUTCOME_LABELS, to, 'no outcome')}`
    case 'follow-up':
      return to === null ? `${who} cleared the follow-up` : `${who} set a follow-up for ${formatDue(to)}`
    case 'follow-up-done':
      return `${who} completed the follow-up`
    default:
      return `${who} changed it`
  }
}
