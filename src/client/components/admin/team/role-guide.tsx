import { ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../shared/permissions'

/** What each role may do, in the words of the permission table's own file. */
export function RoleGuide() {
  return (
    <dl className="space-y-2 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">
      {ROLES.map((role) => (
        <div key={role} className="gap-x-4 sm:grid sm:grid-cols-[7rem_1fr]">
          <dt className="font-semibold text-slate-900">{ROLE_LABELS[role]}</dt>
          <dd className="text-slate-700">{ROLE_DESCRIPTIONS[role]}</dd>
        </div>
      ))}
    </dl>
  )
}
