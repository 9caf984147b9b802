import { useId, useState, type FormEvent } from 'react'
import { Field, TextInput } from '../forms/field'
import { buttonClass } from '../ui/button'
import { notify } from '../../lib/notify'
import { adminTrpc } from './admin-trpc'
import { refusalMessage } from './refusal'

/** Grant admin rights by e-mail to someone who has signed in at least once. */
export function GrantAdminForm() {
  const id = useId()
  const utils = adminTrpc.useUtils()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const grant = adminTrpc.admin.users.grant.useMutation({
    onSuccess: async ({ admin, alreadyAdmin }) => {
      notify({
        title: alreadyAdmin ? 'Already an admin' : 'Admin access granted',
        description: `${admin.email ?? admin.uid} ${alreadyAdmin ? 'could already' : 'can now'} open the back office.`,
      })
      setEmail('')
      await utils.admin.users.invalidate()
    },
    // The e-mail field's message, or why the grant was refused (nobody signed in with that address).
    onError: (err) => setError(refusalMessage(err, 'Access could not be granted just now. Please try again.')),
  })

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    setError(null)
    grant.mutate({ email })
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label="Grant admin access"
    >
      <Field id={`${id}-email`} label="E-mail" error={error} className="flex-1">
        <TextInput
          name="email"
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
          required
        />
      </Field>
      <button type="submit" disabled={grant.isPending} className={buttonClass('primary', 'md', 'sm:mt-7')}>
        {grant.isPending ? 'Granting...' : 'Grant'}
      </button>
    </form>
  )
}
