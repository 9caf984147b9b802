import { useState } from 'react'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

/**
 * The signed-in admin's "Take new leads" choice. As with the alert preference (use-alert-preference.ts),
 * the value being saved is held in React state so the switch moves with the click, not a tick later; if
 * the server refuses, the saved value comes back with a notice.
 */
export function useTakeLeads() {
  const utils = adminTrpc.useUtils()
  const [saving, setSaving] = useState<boolean | null>(null)
  const save = adminTrpc.admin.distribution.set.useMutation({
    onSuccess: (distribution) => {
      utils.admin.distribution.get.setData(undefined, distribution)
      notify({
        title: distribution.takingLeads ? 'You are taking new leads' : 'You are no longer taking new leads',
        description: distribution.takingLeads
          ? 'New inquiries are shared among you and the others taking them.'
          : 'New inquiries go to the others taking them, or stay unassigned.',
      })
    },
    onError: (err) => notifyRefused('Take new leads not changed', err),
    onSettled: (_saved, _err, { takingLeads }) => {
      // A later click made while this one was saving stays on screen.
      setSaving((current) => (current === takingLeads ? null : current))
      return utils.admin.distribution.get.invalidate()
    },
  })

  return {
    saving,
    choose: (takingLeads: boolean) => {
      setSaving(takingLeads)
      save.mutate({ takingLeads })
    },
  }
}
