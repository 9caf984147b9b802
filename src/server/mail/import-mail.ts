import type { Selectable } from 'kysely'
import type { ImportsTable } from '../db/import-tables'
import { IMPORT_STATE_LABELS, IMPORT_SUMMARY_MAIL, type EndedImportState } from '../../shared/schemas/imports'
import { indianDateTime } from '../../shared/india-time'
import { SITE } from '../../shared/site'
import { escapeHtml, htmlButton, htmlFacts, htmlPage, oneLine, textFacts, type ComposedMail } from './lead-mail'

/** The importer's summary when an import ends: the file, the outcome, the counts; nobody's personal data. */

/** What the summary reads of its import, as it is when the e-mail is composed. */
export type ImportSummaryContent = Pick<
  Selectable<ImportsTable>,
  | 'id'
  | 'file_name'
  | 'created_by_uid'
  | 'total'
  | 'invalid'
  | 'created'
  | 'updated'
  | 'skipped'
  | 'failed'
  | 'failure'
  | 'started_at'
  | 'finished_at'
> & { state: EndedImportState }

export function importLink(publicOrigin: string, id: number): string {
  return `${publicOrigin}/admin/imports?id=${id}`
}

const time = (at: Date) => `${indianDateTime(at).slice(0, 16)} IST`

/** `revertUntil`: the last moment a revert is accepted, or null when there is nothing it may revert now. */
export function composeImportSummary(
  c: ImportSummaryContent,
  publicOrigin: string,
  revertUntil: Date | null,
): ComposedMail {
  const w = IMPORT_SUMMARY_MAIL
  const file = oneLine(c.file_name, 80)
  const subject = `${w.subject[c.state]}: ${file}`
  const link = importLink(publicOrigin, c.id)
  const count = (n: number) => n.toLocaleString('en-IN')
  const facts: Array<[string, string]> = [
    [w.file, file],
    [w.state, IMPORT_STATE_LABELS[c.state]],
    ...(c.finished_at ? [[w.finished, time(c.finished_at)] as [string, string]] : []),
    [w.counts.total, count(c.total)],
    [w.counts.created, count(c.created)],
    [w.counts.updated, count(c.updated)],
    [w.counts.skipped, count(c.skipped)],
    [w.counts.invalid, count(c.invalid)],
    [w.counts.failed, count(c.failed)],
  ]
  // The failure is a message written for the member (IMPORT_MESSAGES), never an internal error.
  const notes = [c.state === 'failed' ? c.failure : null, revertUntil ? w.revertUntil(time(revertUntil)) : null].filter(
    (n): n is string => !!n,
  )
  const text = [
    w.heading[c.state],
    '',
    ...textFacts(facts),
    ...notes.flatMap((n) => ['', n]),
    '',
    `${w.open}: ${link}`,
    '',
    `— ${SITE.name} website`,
  ].join('\n')
  const heading = `<h1 style="font-size:20px">${escapeHtml(w.heading[c.state])}</h1>`
  const paragraphs = notes.map((n) => `<p>${escapeHtml(n)}</p>`).join('')
  const footer = `<p style="color:#6b7280;font-size:12px">${escapeHtml(SITE.name)} website</p>`
  const html = htmlPage(subject, `${heading}${htmlFacts(facts)}${paragraphs}${htmlButton(link, w.open)}${footer}`)
  return { subject, text, html }
}
