import { useId, type ReactNode } from 'react'
import { buttonClass } from '../../ui/button'
import { QueryState } from '../query-state'
import { useLiveAlerts } from './use-live-alerts'
import { useNotificationPermission, type NotificationAnswer } from './notification-permission'

const SAVE_STATUS = { idle: '', pending: 'Saving…', success: 'Saved.', error: 'Not saved.' } as const

/** What the browser's answer means for the notification switch, when it stands in the way. */
function permissionNote(permission: NotificationAnswer, on: boolean): string | null {
  if (permission === 'unsupported') return 'This browser cannot show notifications from a web page.'
  if (permission === 'denied')
    return 'Your browser blocks notifications from this site: allow them in its site settings, then turn this on.'
  if (on && permission === 'default') return 'This browser has not been allowed to show them yet.'
  return null
}

function Choice({
  label,
  hint,
  checked,
  disabled,
  onChange,
  children,
}: {
  label: string
  hint: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  children?: ReactNode
}) {
  const id = useId()
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700">
      <label className="flex cursor-pointer gap-3">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-4 shrink-0 accent-blue-800"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">{label}</span>
          <span id={`${id}-hint`} className="block text-sm text-slate-600">
            {hint}
          </span>
        </span>
      </label>
      {children}
    </div>
  )
}

/**
 * "New leads as they arrive": a system notification while the back office is in a background tab (the
 * browser asked for its permission as it is turned on) and a tone, each the member's own choice.
 */
export function LiveAlertsForm() {
  const { preferences, shown, choose, status } = useLiveAlerts()
  const { permission, request } = useNotificationPermission()

  async function chooseNotifications(on: boolean) {
    // Kept off when the browser says no: the note below says why.
    if (on && permission !== 'granted' && !(await request())) return
    choose({ liveNotifications: on })
  }

  return (
    <QueryState query={preferences} loading="Loading your choices…">
      {() => {
        const notifying = shown('liveNotifications')
        const note = permissionNote(permission, notifying)
        return (
          <div className="space-y-3">
            <Choice
              label="Show a desktop notification for new leads while this tab is in the background"
              hint="Your computer's own notice, with the lead's name and program; click it to open the lead."
              checked={notifying}
              disabled={permission === 'unsupported'}
              onChange={(on) => void chooseNotifications(on)}
            >
              <div role="status" className="text-sm text-amber-900">
                {note && (
                  <p className="mt-3 flex flex-wrap items-center gap-3">
                    {note}
                    {notifying && permission === 'default' && (
                      <button type="button" onClick={() => void request()} className={buttonClass('outline', 'sm')}>
                        Allow notifications
                      </button>
                    )}
                  </p>
                )}
              </div>
            </Choice>
            <Choice
              label="Play a sound"
              hint="A short tone with each new lead's notice, in this tab or another."
              checked={shown('liveSound')}
              onChange={(on) => choose({ liveSound: on })}
            />
            <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
              {SAVE_STATUS[status]}
            </p>
          </div>
        )
      }}
    </QueryState>
  )
}
