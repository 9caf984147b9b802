import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Ban, Check, Download, Trash2 } from 'lucide-react'
import {
  identifierOf,
  linkedSentence,
  personLookupSchema,
  type LinkedIdentifier,
  type PersonIdentifier,
} from '../../../../shared/schemas/privacy'
import { EMAIL_MAX } from '../../../../shared/schemas/fields'
import { Field, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useAdminForm } from '../admin-form'
import { EraseDialog } from './erase-dialog'
import { useExportPersonalData, useSetDoNotContact } from './use-person-requests'

/** The person an erasure was asked for, fixed as the dialog opens. */
interface Erasing {
  target: PersonIdentifier
  confirmText: string
}

const EMPTY = { person: '' }

/**
 * A person's request, by the e-mail or mobile number they gave: their data as a file, do not contact (or
 * contact again), or erasure. What was typed stays whatever the answer, so the next request needs no retyping.
 * Each acts on exactly what was given (docs/decisions/0016); the export lists identifiers linked to it, and
 * one of them (a mobile for an e-mail, or the other way round) can be added to the request on purpose.
 */
export function PersonLookup() {
  const id = useId()
  const form = useAdminForm(personLookupSchema, EMPTY, (values: typeof EMPTY) => values)
  const text = useWatch({ control: form.control, name: 'person' })
  const [erasing, setErasing] = useState<Erasing | null>(null)
  const [added, setAdded] = useState<PersonIdentifier>({})
  const [linked, setLinked] = useState<LinkedIdentifier[]>([])

  const showFieldError = (message: string) =>
    form.setError('person', { type: 'server', message }, { shouldFocus: true })
  const exporting = useExportPersonalData(showFieldError, setLinked)
  const marking = useSetDoNotContact(showFieldError)
  const busy = exporting.isPending || marking.isPending

  /** `act` on the typed person with what was added to it; a box naming nobody says why and takes the focus. */
  const withPerson = (act: (person: PersonIdentifier) => void) =>
    form.handleSubmit(
      ({ person }) => act({ ...added, ...person }),
      () => form.setFocus('person'),
    )

  /** A linked identifier may join the typed one when it is of the other kind (one e-mail, one mobile). */
  const typed = identifierOf(text)
  const typedKind = typed && ('email' in typed ? 'email' : 'phone')
  const addable = linked.filter((l) => l.kind !== typedKind && !(l.kind in added))

  // Enter in the field exports: the one request that changes nothing.
  const onSubmit = withPerson((person) => {
    if (!busy) exporting.mutate(person)
  })
  const setDoNotContact = (value: boolean) => withPerson((person) => marking.mutate({ ...person, value }))
  const openErase = withPerson((person) => setErasing({ target: person, confirmText: form.getValues('person').trim() }))

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label="A person's request" className="space-y-3">
        <Field
          id={`${id}-person`}
          label="E-mail or mobile number"
          error={form.formState.errors.person?.message}
          className="max-w-md"
        >
          <TextInput
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={EMAIL_MAX}
            {...form.register('person', {
              onChange: () => {
                setAdded({})
                setLinked([])
                form.clearErrors('person')
              },
            })}
          />
        </Field>
        {(added.email ?? added.phone) && (
          <p className="text-sm">
            Also included: {added.email ?? added.phone}{' '}
            <button type="button" className="underline" onClick={() => setAdded({})}>
              Remove
            </button>
          </p>
        )}
        {linked.length > 0 && (
          <ul aria-label="Linked, not included" className="space-y-1 text-sm">
            {linked.map((l) => (
              <li key={`${l.kind}:${l.value}`}>
                {linkedSentence(l)} ({l.value}).{' '}
                {addable.includes(l) && (
                  <button
                    type="button"
                    className="underline"
                    onClick={() => {
                      setAdded({ [l.kind]: l.value })
                      setLinked([])
                    }}
                  >
                    Add {l.kind === 'phone' ? 'this mobile' : 'this e-mail'} to the request
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
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
            onClick={setDoNotContact(true)}
            className={buttonClass('outline', 'sm')}
          >
            <Ban className="size-4" aria-hidden="true" />
            Do not contact
          </button>
          <button
            type="button"
            disabled={busy}
            aria-busy={marking.isPending && marking.variables?.value === false}
            onClick={setDoNotContact(false)}
            className={buttonClass('outline', 'sm')}
          >
            <Check className="size-4" aria-hidden="true" />
            Allow contact
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={openErase}
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
