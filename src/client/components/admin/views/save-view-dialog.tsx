import { useId, useRef } from 'react'
import type { FieldErrors } from 'react-hook-form'
import type { SavedView } from '../../../lib/router-types'
import {
  VIEW_MESSAGES,
  VIEW_NAME_MAX,
  saveViewSchema,
  type SaveViewInput,
} from '../../../../shared/schemas/saved-views'
import { Checkbox, Field, FieldError, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useSaveView } from './use-saved-views'
import { ModalDialog } from '../modal-dialog'
import { viewRefusal } from './view-refusal'
import { formError, useAdminForm } from '../admin-form'

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
  const form = useAdminForm(saveViewSchema, initial, payload)
  // Besides the name and sharing, the schema checks what the table shows: its word on those goes under the form.
  const errors: FieldErrors<SaveViewInput> = form.formState.errors
  const save = useSaveView()

  const onSubmit = form.handleSubmit(
    (view) =>
      save.mutate(view, {
        onSuccess: onSaved,
        onError: (err) => {
          const found = viewRefusal(err)
          if (found.form) form.setError('root.server', { type: 'server', message: found.form })
          if (found.name) form.setError('name', { type: 'server', message: found.name }, { shouldFocus: true })
        },
      }),
    (found) => {
      if (found.name) nameInput.current?.focus()
    },
  )
  const { ref: nameRef, ...nameField } = form.register('name', { onChange: () => form.clearErrors() })

  const busy = save.isPending
  return (
    <ModalDialog title={title} initialFocus={nameInput} returnFocus={returnFocus} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id={`${id}-name`} label="Name" required error={errors.name?.message}>
          <TextInput
            ref={(input) => {
              nameRef(input)
              nameInput.current = input
            }}
            autoComplete="off"
            // One past the limit, so the schema's message says why a pasted long name is refused.
            maxLength={VIEW_NAME_MAX + 1}
            {...nameField}
          />
        </Field>
        <div>
          <Checkbox
            id={`${id}-shared`}
            label="Share with every admin"
            aria-describedby={`${id}-shared-hint`}
            {...form.register('shared')}
          />
          <p id={`${id}-shared-hint`} className="mt-1 ml-8 text-xs text-slate-600">
            Every admin sees it as a tab and may remove it; only you can change it.
          </p>
        </div>
        <FieldError message={errors.filters ? VIEW_MESSAGES.filters : formError(errors, ['name'])} />
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
