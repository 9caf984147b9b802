import { Link } from '@tanstack/react-router'
import type { MailSummary } from '../../../lib/router-types'
import { MAIL_PURPOSE_LABELS, MAIL_STATE_LABELS, type MailState } from '../../../../shared/schemas/alerts'
import { buttonClass } from '../../ui/button'
import { formatWhen } from '../admin-format'

/** A moment in India time, the inquiry tables' format. */
export function MailTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatWhen(iso)}</time>
}

/** The e-mail's kind; a digest also names its day. */
export function MailType({ mail }: { mail: MailSummary }) {
  return (
    <>
      {MAIL_PURPOSE_LABELS[mail.purpose]}
      {mail.digestDay && <span className="block text-xs text-slate-600">{mail.digestDay}</span>}
    </>
  )
}

/**
 * Recipients and subject are known once the e-mail is composed, at its first try; a skipped one never is.
 */
function NotComposed({ mail, waiting }: { mail: MailSummary; waiting: string }) {
  return <span className="text-slate-500">{mail.state === 'pending' ? waiting : '—'}</span>
}

export function Recipients({ mail }: { mail: MailSummary }) {
  if (!mail.recipients.length) return <NotComposed mail={mail} waiting="Not yet known" />
  return <span className="break-words [overflow-wrap:anywhere]">{mail.recipients.join(', ')}</span>
}

export function Subject({ mail }: { mail: MailSummary }) {
  return mail.subject ? <>{mail.subject}</> : <NotComposed mail={mail} waiting="Not yet composed" />
}

const STATE_TONES: Record<MailState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  held: 'bg-slate-100 text-slate-800',
  skipped: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-900',
}

/** Where the e-mail stands: its state, and for the unfinished and the refused, what happened. */
export function MailStateInfo({
  mail,
  retrying,
  onRetry,
}: {
  mail: MailSummary
  retrying: boolean
  onRetry: (id: number) => void
}) {
  return (
    <div className="space-y-1">
      <span
        className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[mail.state]}`}
      >
        {MAIL_STATE_LABELS[mail.state]}
      </span>
      {mail.state === 'pending' && (
        <p className="text-xs text-slate-600">
          {mail.attempts === 0 ? 'Not tried yet' : `${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'} so far`}
          {mail.nextAttemptAt && Date.parse(mail.nextAttemptAt) > Date.now() && (
            <>
              {'; next at '}
              <MailTime iso={mail.nextAttemptAt} />
            </>
          )}
        </p>
      )}
      {mail.lastError && (
        <p
          className={`text-xs break-words [overflow-wrap:anywhere] ${mail.state === 'skipped' ? 'text-slate-600' : 'text-red-800'}`}
        >
          {mail.lastError}
        </p>
      )}
      {mail.state === 'failed' && (
        <button
          type="button"
          disabled={retrying}
          onClick={() => onRetry(mail.id)}
          className={buttonClass('outline', 'sm', 'mt-1')}
        >
          {retrying ? 'Sending…' : 'Send again'}
        </button>
      )}
    </div>
  )
}

export function InquiryLink({ mail }: { mail: MailSummary }) {
  if (mail.inquiryId === null) return <span className="text-slate-500">—</span>
  return (
    <Link
      to="/admin/inquiries/$inquiryId"
      params={{ inquiryId: String(mail.inquiryId) }}
      search={{}}
      className="rounded font-medium whitespace-nowrap text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
    >
      Inquiry #{mail.inquiryId}
    </Link>
  )
}

/** The stored text of the e-mail, folded until asked for. */
export function MailBody({ mail }: { mail: MailSummary }) {
  if (!mail.bodyText) return null
  return (
    <details className="group">
      <summary className="w-fit cursor-pointer rounded text-sm font-medium text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700">
        <span className="group-open:hidden">Show e-mail</span>
        <span className="hidden group-open:inline">Hide e-mail</span>
      </summary>
      <pre className="mt-2 max-h-96 overflow-y-auto rounded-lg bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200 [overflow-wrap:anywhere]">
        {mail.bodyText}
      </pre>
    </details>
  )
}
