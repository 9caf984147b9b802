import { useId, useRef, useState, type FormEvent } from 'react'
import type { SavedView } from '../../../lib/router-types'
import { VIEW_NAME_MAX, saveViewSchema, type SaveViewInput } from '../../../../shared/schemas/saved-views'
import { Checkbox, Field, FieldError, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useSaveView } from './use-saved-views'
import { ModalDialog } from '../modal-dialog'
import { viewIssues, viewRefusal, type ViewFormErrors } from './view-refusal'

export interface NameAndSharing {
  name: string
  shared: boolean
}

/**
 * The name and sharing of a view: a new one (what the table shows now) or one of the admin's own being
 * renamed. What was typed stays until the server has kept it; a refusal shows beside the name.
 */
export function SaveViewDialog({
  title,
  submitLabel,
  initial,
  payload,
  onSaved,
  onClose,
  returnFocus,
}: {
  title: string
  submitLabel: string
  initial: NameAndSharing
  /** The whole view to save, given what the form holds. */
  payload: (values: NameAndSharing) => SaveViewInput
  onSaved: (view: SavedView) => void
  onClose: () => void
  returnFocus: () => HTMLElement | null
}) {
  const id = useId()
  const nameInput = useRef<HTMLInputElement>(null)
  const [name, setName] = useState(initial.name)
  const [shared, setShared] = useState(initial.shared)
  const [errors, setErrors] = useState<ViewFormErrors>({})
  const save = useSaveView()

  function show(found: ViewFormErrors) {
    setErrors(found)
    if (found.name) nameInput.current?.focus()
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = saveViewSchema.safeParse(payload({ name, shared }))
    if (!parsed.success) return show(viewIssues(parsed.error.issues))
    setErrors({})
    save.mutate(parsed.data, { onSuccess: onSaved, onError: (err) => show(viewRefusal(err)) })
  }

  const busy = save.isPending
  return (
    <ModalDialog title={title} initialFocus={nameInput} returnFocus={returnFocus} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id={`${id}-name`} label="Name" required error={errors.name}>
          <TextInput
            ref={nameInput}
            name="name"
            autoComplete="off"
            // One past the limit, so the schema's message says why a pasted long name is refused.
            maxLength={VIEW_NAME_MAX + 1}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              if (errors.name || errors.form) setErrors({})
            }}
          />
        </Field>
        <div>
          <Checkbox
            id={`${id}-shared`}
            name="shared"
            label="Share with every admin"
            aria-describedby={`${id}-shared-hint`}
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />
          <p id={`${id}-shared-hint`} className="mt-1 ml-8 text-xs text-slate-600">
            Every admin sees it as a tab and may remove it; only you can change it.
          </p>
        </div>
        <FieldError message={errors.form} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'sm')}>
            {busy ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
