import { useId, useState, type FormEvent } from 'react'
import { TRPCClientError } from '@trpc/client'
import { Field, TextInput } from '../forms/field'
import { buttonClass } from '../ui/button'
import { notify } from '../../lib/notify'
import { adminTrpc } from './admin-trpc'

/** The server's words for a refused grant: the field's message, or why (nobody signed in with it). */
function refusal(err: unknown): string {
  if (err instanceof TRPCClientError) {
    const fieldErrors = (err.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors
    return fieldErrors?.email ?? err.message
  }
  return 'Access could not be granted just now. Please try again.'
}

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
    onError: (err) => setError(refusal(err)),
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
