import { useId } from 'react'
import { grantAdminSchema } from '../../../shared/schemas/admin'
import { Field, TextInput } from '../forms/field'
import { buttonClass } from '../ui/button'
import { notify } from '../../lib/notify'
import { adminTrpc } from './admin-trpc'
import { refusalMessage } from './refusal'
import { useAdminForm } from './admin-form'

const EMPTY = { email: '' }

/** Grant admin rights by e-mail to someone who has signed in at least once. */
export function GrantAdminForm() {
  const id = useId()
  const utils = adminTrpc.useUtils()
  const form = useAdminForm(grantAdminSchema, EMPTY, (values: typeof EMPTY) => values)
  const grant = adminTrpc.admin.users.grant.useMutation({
    onSuccess: async ({ admin, alreadyAdmin }) => {
      notify({
        title: alreadyAdmin ? 'Already an admin' : 'Admin access granted',
        description: `${admin.email ?? admin.uid} ${alreadyAdmin ? 'could already' : 'can now'} open the back office.`,
      })
      form.reset(EMPTY)
      await utils.admin.users.invalidate()
    },
    // The e-mail field's message, or why the grant was refused (nobody signed in with that address).
    onError: (err) =>
      form.setError('email', {
        type: 'server',
        message: refusalMessage(err, 'Access could not be granted just now. Please try again.'),
      }),
  })

  const onSubmit = form.handleSubmit((values) => grant.mutate(values))

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label="Grant admin access"
    >
      <Field id={`${id}-email`} label="E-mail" error={form.formState.errors.email?.message} className="flex-1">
        <TextInput
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          maxLength={254}
          required
          {...form.register('email')}
        />
      </Field>
      <button type="submit" disabled={grant.isPending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
        {grant.isPending ? 'Granting...' : 'Grant'}
      </button>
    </form>
  )
}
