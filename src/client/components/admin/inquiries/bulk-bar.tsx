import { X } from 'lucide-react'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { OWNER_ME, OWNER_NONE, STATUS_LABELS, type BulkUpdateInput } from '../../../../shared/schemas/admin-inquiries'
import { useAuth } from '../../../auth/auth-provider'
import { buttonClass } from '../../ui/button'
import { Select } from '../../ui/select'
import { formatCount } from '../admin-format'
import { useAdminOptions } from './use-admin-options'
import { useBulkUpdate } from './use-triage'

const STATUS_OPTIONS = INQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

/** Status and owner for every selected row at once; shown only while rows are selected. */
export function BulkBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { user } = useAuth()
  const admins = useAdminOptions()
  const bulk = useBulkUpdate()
  if (ids.length === 0) return null

  const apply = (change: BulkUpdateInput['change']) => bulk.mutate({ ids, change })
  const owner = (value: string) => {
    if (value === OWNER_ME) return user ? apply({ ownerUid: user.uid }) : undefined
    if (value) apply({ ownerUid: value === OWNER_NONE ? null : value })
  }

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-blue-50 px-4 py-3 text-sm ring-1 ring-blue-200"
    >
      <p className="font-semibold text-slate-900">{formatCount(ids.length)} selected</p>
      <label className="flex items-center gap-2 font-medium text-slate-800">
        Status
        <Select
          value=""
          placeholder="Change status…"
          options={STATUS_OPTIONS}
          disabled={bulk.isPending}
          onChange={(e) => e.target.value && apply({ status: e.target.value as InquiryStatus })}
        />
      </label>
      <label className="flex items-center gap-2 font-medium text-slate-800">
        Owner
        <Select value="" placeholder="Change owner…" disabled={bulk.isPending} onChange={(e) => owner(e.target.value)}>
          <option value={OWNER_ME} disabled={!user}>
            Assign to me
          </option>
          <option value={OWNER_NONE}>Nobody (unassign)</option>
          {admins.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </Select>
      </label>
      <button type="button" onClick={onClear} className={buttonClass('ghost', 'sm', 'ml-auto')}>
        <X className="size-4" aria-hidden="true" />
        Clear selection
      </button>
    </section>
  )
}
