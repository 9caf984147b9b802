import { useState } from 'react'
import type { AdminPreferences } from '../../../../shared/schemas/admin-inquiries'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

export type LiveAlerts = Pick<AdminPreferences, 'liveNotifications' | 'liveSound'>

/**
 * The member's live alerts (a system notification for new leads, a sound), saved with their other
 * back-office settings as each changes. The choice being saved is held here until the server answers
 * (as use-alert-preference.ts does, so a switch never flicks back for a tick); refused, the saved one
 * shows again, with a notice.
 */
export function useLiveAlerts() {
  const utils = adminTrpc.useUtils()
  const preferences = adminTrpc.admin.users.preferences.useQuery(undefined, { refetchOnWindowFocus: false })
  const [saving, setSaving] = useState<LiveAlerts>({})
  const save = adminTrpc.admin.users.savePreferences.useMutation({
    // The live stream reads the same query: the new choice applies to the next lead at once.
    onSuccess: (saved) => utils.admin.users.preferences.setData(undefined, saved),
    onError: (err) => notifyRefused('Live alert not saved', err),
    onSettled: (_saved, _err, input) =>
      setSaving((current) => {
        const next = { ...current }
        for (const key of Object.keys(input) as (keyof LiveAlerts)[]) if (next[key] === input[key]) delete next[key]
        return next
      }),
  })
  const stored = preferences.data
  return {
    preferences,
    /** What the switches show: the choice being saved, else the stored one (off until chosen). */
    shown: (key: keyof LiveAlerts): boolean => saving[key] ?? stored?.[key] ?? false,
    choose: (changes: LiveAlerts) => {
      setSaving((current) => ({ ...current, ...changes }))
      save.mutate(changes)
    },
    status: save.status,
  }
}
