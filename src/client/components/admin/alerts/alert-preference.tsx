import { useId } from 'react'
import { Info } from 'lucide-react'
import {
  ALERT_PREFERENCES,
  ALERT_PREFERENCE_LABELS,
  DIGEST_HOUR,
  type AlertPreference,
} from '../../../../shared/schemas/alerts'
import { adminTrpc } from '../admin-trpc'
import { QueryState } from '../query-state'
import { useAlertPreference } from './use-alert-preference'

const HINTS: Record<AlertPreference, string> = {
  each: 'An e-mail as each inquiry arrives, with its details and a link to it.',
  digest: `One e-mail at ${DIGEST_HOUR}:00 IST with the day before's inquiries.`,
  none: 'No e-mails; every inquiry is still here in the back office.',
}

const SAVE_STATUS = { idle: '', pending: 'Saving…', success: 'Saved.', error: 'Not saved.' } as const

/** "Your new-lead e-mails": one radio per choice, saved as soon as it changes. */
export function AlertPreferenceForm() {
  const name = useId()
  const settings = adminTrpc.admin.alerts.settings.useQuery()
  const { saving, choose, status } = useAlertPreference()

  return (
    <QueryState query={settings} loading="Loading your choice…">
      {({ preference: saved, fixedRecipients }) => {
        const preference = saving ?? saved
        return (
          <div className="space-y-4">
            {fixedRecipients.length > 0 && (
              <div className="flex gap-3 rounded-xl bg-blue-50 p-4 text-sm text-blue-950 ring-1 ring-blue-200">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <div className="min-w-0 space-y-1">
                  <p>New-lead alerts currently go to a fixed list (ALERT_EMAILS), whatever each admin chooses:</p>
                  <ul className="font-medium break-words">
                    {fixedRecipients.map((email) => (
                      <li key={email}>{email}</li>
                    ))}
                  </ul>
                  <p>Your choice is kept and applies once ALERT_EMAILS is unset.</p>
                </div>
              </div>
            )}
            <fieldset className="space-y-2">
              <legend className="sr-only">Your new-lead e-mails</legend>
              {ALERT_PREFERENCES.map((value) => (
                <label
                  key={value}
                  className={`flex cursor-pointer gap-3 rounded-xl p-4 ring-1 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 ${
                    preference === value ? 'bg-blue-50 ring-blue-300' : 'bg-white ring-slate-200 hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    checked={preference === value}
                    onChange={() => choose(value)}
                    aria-labelledby={`${name}-${value}-label`}
                    aria-describedby={`${name}-${value}-hint`}
                    className="mt-0.5 size-4 shrink-0 accent-blue-800"
                  />
                  <span className="min-w-0">
                    <span id={`${name}-${value}-label`} className="block font-semibold text-slate-900">
                      {ALERT_PREFERENCE_LABELS[value]}
                    </span>
                    <span id={`${name}-${value}-hint`} className="block text-sm text-slate-600">
                      {HINTS[value]}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
              {SAVE_STATUS[status]}
            </p>
          </div>
        )
      }}
    </QueryState>
  )
}
