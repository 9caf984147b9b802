import type { MailSummary } from '../../../lib/router-types'
import { MAIL_PURPOSE_LABELS } from '../../../../shared/schemas/alerts'
import { InquiryLink, MailBody, MailStateInfo, MailTime, MailType, Recipients, Subject } from './mail-cells'
import { MAIL_COLUMNS } from './mail-format'

interface Props {
  mails: MailSummary[]
  busy: boolean
  retryingId: number | undefined
  onRetry: (id: number) => void
}

/**
 * The desk view (768 px and up): one row per e-mail, its stored text folded in a row of its own beneath
 * so a long e-mail takes the table's whole width rather than stretching one column.
 */
function MailTable({ mails, busy, retryingId, onRetry }: Props) {
  return (
    <div className="hidden rounded-xl bg-white ring-1 ring-slate-200 md:block">
      <table aria-busy={busy} className="min-w-full text-sm">
        <caption className="sr-only">Recent e-mails</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {MAIL_COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className="px-3 py-2 text-left font-semibold whitespace-nowrap first:rounded-tl-xl last:rounded-tr-xl"
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {mails.map((mail) => (
          <tbody key={mail.id} className="border-t border-slate-200 align-top text-slate-800">
            <tr>
              <td className="px-3 pt-3 whitespace-nowrap">
                <MailTime iso={mail.createdAt} />
              </td>
              <td className="px-3 pt-3">
                <MailType mail={mail} />
              </td>
              <td className="max-w-64 px-3 pt-3">
                <Recipients mail={mail} />
              </td>
              <td className="px-3 pt-3">
                <Subject mail={mail} />
              </td>
              <td className="max-w-72 px-3 pt-3">
                <MailStateInfo mail={mail} retrying={retryingId === mail.id} onRetry={onRetry} />
              </td>
              <td className="px-3 pt-3">
                <InquiryLink mail={mail} />
              </td>
            </tr>
            <tr>
              <td colSpan={MAIL_COLUMNS.length} className="px-3 pt-1 pb-3">
                <MailBody mail={mail} />
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  )
}

/** The phone view (under 768 px): a card per e-mail, so nothing scrolls sideways at 375 px. */
function MailCards({ mails, busy, retryingId, onRetry }: Props) {
  return (
    <ul aria-label="Recent e-mails" aria-busy={busy} className="space-y-3 md:hidden">
      {mails.map((mail) => (
        <li key={mail.id} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <p className="font-semibold break-words text-slate-900">
            {mail.subject ?? MAIL_PURPOSE_LABELS[mail.purpose]}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">When</dt>
            <dd className="min-w-0 text-slate-900">
              <MailTime iso={mail.createdAt} />
            </dd>
            <dt className="text-slate-600">Type</dt>
            <dd className="min-w-0 text-slate-900">
              <MailType mail={mail} />
            </dd>
            <dt className="text-slate-600">To</dt>
            <dd className="min-w-0 text-slate-900">
              <Recipients mail={mail} />
            </dd>
            <dt className="text-slate-600">State</dt>
            <dd className="min-w-0 text-slate-900">
              <MailStateInfo mail={mail} retrying={retryingId === mail.id} onRetry={onRetry} />
            </dd>
            {mail.inquiryId !== null && (
              <>
                <dt className="text-slate-600">Inquiry</dt>
                <dd className="min-w-0">
                  <InquiryLink mail={mail} />
                </dd>
              </>
            )}
          </dl>
          <MailBody mail={mail} />
        </li>
      ))}
    </ul>
  )
}

/** The same e-mails as a table on a desk and as cards on a phone; CSS shows the one that fits. */
export function MailList(props: Props) {
  return (
    <div className={props.busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <MailTable {...props} />
      <MailCards {...props} />
    </div>
  )
}
