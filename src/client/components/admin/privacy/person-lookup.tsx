import { useId, useState } from 'react'
import { Ban, Check, Download, Trash2 } from 'lucide-react'
import { PRIVACY_MESSAGES, personIdentifierSchema, type PersonIdentifier } from '../../../../shared/schemas/privacy'
import { Field, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { EraseDialog } from './erase-dialog'
import { useExportPersonalData, useSetDoNotContact } from './use-person-requests'
import { useAdminForm } from '../admin-form'

const EMPTY = { person: '' }

/** What was typed, as the schema takes it: an e-mail if it has an @, else a mobile number. */
function typedIdentifier({ person }: typeof EMPTY) {
  const trimmed = person.trim()
  return trimmed.includes('@') ? { email: trimmed } : { phone: trimmed }
}

/** The person an erasure was asked for, fixed as the dialog opens. */
interface Erasing {
  target: PersonIdentifier
  confirmText: string
}

/**
 * A person's request, by the e-mail or mobile number they gave: their data as a file, do not contact (or
 * contact again), or erasure. What was typed stays whatever the answer, so the next request needs no retyping.
 */
export function PersonLookup() {
  const id = useId()
  const form = useAdminForm(personIdentifierSchema, EMPTY, typedIdentifier)
  const { errors } = form.formState
  const [erasing, setErasing] = useState<Erasing | null>(null)

  const showFieldError = (message: string) => {
    form.setError('person', { type: 'server', message })
    form.setFocus('person')
  }
  const exporting = useExportPersonalData(showFieldError)
  const marking = useSetDoNotContact(showFieldError)
  const busy = exporting.isPending || marking.isPending

  /** Runs `request` for the typed person, or puts the reason under the field. */
  const withPerson = (request: (found: PersonIdentifier) => void) =>
    form.handleSubmit(request, () => form.setFocus('person'))

  // Enter in the field exports: the one request that changes nothing.
  const onSubmit = withPerson((found) => {
    if (!busy) exporting.mutate(found)
  })
  const setDoNotContact = (value: boolean) => void withPerson((found) => marking.mutate({ ...found, value }))()
  const openErase = withPerson((found) => setErasing({ target: found, confirmText: form.getValues('person').trim() }))

  // The schema speaks of an e-mail or a phone; the box takes either, so its one message says so.
  const error = errors.person?.message ?? (Object.keys(errors).length > 0 ? PRIVACY_MESSAGES.identifier : null)

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="A person's request" className="space-y-3">
        <Field id={`${id}-person`} label="E-mail or mobile number" error={error} className="max-w-md">
          <TextInput
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={254}
            {...form.register('person', { onChange: () => form.clearErrors() })}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy}
            aria-busy={exporting.isPending}
            className={buttonClass('primary', 'sm')}
          >
            <Download className="size-4" aria-hidden="true" />
            {exporting.isPending ? 'Exporting…' : 'Export data'}
          </button>
          <button
            type="button"
            disabled={busy}
            aria-busy={marking.isPending && marking.variables?.value === true}
            onClick={() => setDoNotContact(true)}
            className={buttonClass('outline', 'sm')}
          >
            <Ban className="size-4" aria-hidden="true" />
            Do not contact
          </button>
          <button
            type="button"
            disabled={busy}
            aria-busy={marking.isPending && marking.variables?.value === false}
            onClick={() => setDoNotContact(false)}
            className={buttonClass('outline', 'sm')}
          >
            <Check className="size-4" aria-hidden="true" />
            Allow contact
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void openErase()}
            className={buttonClass('outline', 'sm', 'text-red-800 hover:bg-red-50')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Erase personal data…
          </button>
        </div>
      </form>
      {/* Outside the form: React bubbles the dialog's submit through its portal, which would export too. */}
      {erasing && (
        <EraseDialog open target={erasing.target} confirmText={erasing.confirmText} onClose={() => setErasing(null)} />
      )}
    </>
  )
}
