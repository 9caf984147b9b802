import { useId, useState } from 'react'
import { ROLES, ROLE_LABELS, type Role } from '../../../../shared/permissions'
import { TEAM_MESSAGES, setRoleSchema } from '../../../../shared/schemas/admin'
import { EMAIL_MAX } from '../../../../shared/schemas/fields'
import { Field, TextInput } from '../../forms/field'
import { Select } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { notify, type Notice } from '../../../lib/notify'
import { useAuth } from '../../../auth/auth-provider'
import { formError, showRefusal, useAdminForm } from '../admin-form'
import { ROLE_AS } from './team-format'
import { useSetRole } from './use-set-role'

interface Values {
  email: string
  role: Role
}

const FIELDS = ['email', 'role'] as const
// The role that reaches the least by default: an owner picks more on purpose.
const EMPTY: Values = { email: '', role: 'counsellor' }
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))

/** The toast for what the form did: an invitation saved, a role changed, or nothing to change. */
function addedNotice(outcome: string, email: string, role: Role): Notice {
  if (outcome === 'invited') return { title: 'Invitation saved', description: TEAM_MESSAGES.invited }
  if (outcome === 'unchanged') return { title: 'No change', description: `${email} is already ${ROLE_AS[role]}.` }
  return { title: 'Role changed', description: `${email} is now ${ROLE_AS[role]}.` }
}

/**
 * Adds someone to the team by e-mail, or changes a member's role. An e-mail nobody has signed in with yet
 * keeps the role waiting until their first verified sign-in (an invitation, listed below the team).
 */
export function AddMemberForm() {
  const id = useId()
  const form = useAdminForm(setRoleSchema, EMPTY, (values: Values) => values)
  const [note, setNote] = useState('')
  const { user } = useAuth()
  const setRole = useSetRole({
    onSuccess: ({ outcome, uid }, input) => {
      // One's own role changed here: the page as it stands was drawn for the old one.
      if (outcome === 'changed' && uid === user?.uid) {
        window.location.assign('/admin')
        return
      }
      const role = input.role ?? EMPTY.role
      notify(addedNotice(outcome, input.email, role))
      setNote(outcome === 'invited' ? `${input.email}: ${TEAM_MESSAGES.invited}` : '')
      form.reset({ email: '', role })
    },
    onError: (err) => {
      setNote('')
      const field = showRefusal(form, err, FIELDS)
      if (field) form.setFocus(field)
    },
  })

  const onSubmit = form.handleSubmit(
    (input) => setRole.mutate(input),
    () => form.setFocus('email'),
  )
  const { errors } = form.formState
  const underForm = formError(errors, FIELDS)

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add to the team" className="space-y-2">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id={`${id}-email`} label="E-mail" error={errors.email?.message} className="flex-1">
          <TextInput
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            maxLength={EMAIL_MAX}
            required
            {...form.register('email', { onChange: () => form.clearErrors() })}
          />
        </Field>
        <Field id={`${id}-role`} label="Role" error={errors.role?.message}>
          <Select
            options={ROLE_OPTIONS}
            className="h-11 w-full sm:w-40"
            {...form.register('role', { onChange: () => form.clearErrors() })}
          />
        </Field>
        <button type="submit" disabled={setRole.isPending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
          {setRole.isPending ? 'Saving…' : 'Add'}
        </button>
      </div>
      {underForm && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {underForm}
        </p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {note}
      </p>
    </form>
  )
}
