import { useState } from 'react'
import type { AlertPreference } from '../../../../shared/schemas/alerts'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

/**
 * The signed-in admin's choice of new-lead e-mails, saved with the other back-office settings.
 * The choice being saved is held in React state, not only in the query cache: the cache notifies
 * its observers a tick later, so a controlled radio would render the old choice at the end of the
 * click and only then jump to the new one. If the server refuses, the previous choice comes back
 * with a notice.
 */
export function useAlertPreference() {
  const utils = adminTrpc.useUtils()
  const [saving, setSaving] = useState<AlertPreference | null>(null)
  const save = adminTrpc.admin.users.savePreferences.useMutation({
    onSuccess: (_saved, { alerts }) => {
      if (alerts) utils.admin.alerts.settings.setData(undefined, (s) => (s ? { ...s, preference: alerts } : s))
      notify({ title: 'Alert preference saved.' })
    },
    onError: (err) => notifyRefused('Alert preference not saved', err),
    onSettled: (_saved, _err, { alerts }) => {
      // A later choice made while this one was saving stays on screen.
      setSaving((current) => (current === alerts ? null : current))
      return utils.admin.alerts.settings.invalidate()
    },
  })

  return {
    saving,
    choose: (alerts: AlertPreference) => {
      setSaving(alerts)
      save.mutate({ alerts })
    },
    status: save.status,
  }
}
