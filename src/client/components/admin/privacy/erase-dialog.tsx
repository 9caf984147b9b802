import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useWatch } from 'react-hook-form'
import { Trash2 } from 'lucide-react'
import type { ErasureResult } from '../../../lib/router-types'
import { eraseSchema, type EraseTarget } from '../../../../shared/schemas/privacy'
import { notify } from '../../../lib/notify'
import { Field, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { formError, useAdminForm } from '../admin-form'
import { ModalDialog } from '../modal-dialog'
import { notifyRefused } from '../refusal'
import { erasureNotice } from './privacy-format'

interface EraseDialogProps {
  /** The person: by e-mail or mobile (the privacy page) or by one of their inquiries (the detail). */
  target: EraseTarget
  /** What the admin types to confirm, compared trimmed and regardless of case. */
  confirmText: string
  open: boolean
  onClose: () => void
  onErased?: (result: ErasureResult) => void
}

/**
 * Asks before a person's data goes for good: what goes, what stays, and the person's e-mail (or mobile)
 * typed again, so that no stray click or Enter erases anybody. Closed, it renders nothing, so each opening
 * starts with an empty box.
 */
export function EraseDialog({ open, ...props }: EraseDialogProps) {
  if (!open) return null
  // On the body, beside the inquiry's drawer rather than inside it: one modal at a time in the tree.
  return createPortal(<ErasePanel {...props} />, document.body)
}

const EMPTY = { confirm: '' }

function matches(typed: string, confirmText: string): boolean {
  return typed.trim().toLowerCase() === confirmText.trim().toLowerCase()
}

function ErasePanel({ target, confirmText, onClose, onErased }: Omit<EraseDialogProps, 'open'>) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // What is typed only unlocks the button: what is sent is the person named, as the procedure takes them.
  const form = useAdminForm(eraseSchema, EMPTY, () => target)
  const typed = useWatch({ control: form.control, name: 'confirm' })
  const utils = adminTrpc.useUtils()
  const erase = adminTrpc.admin.privacy.erase.useMutation({
    onSuccess: (result) => {
      notify(erasureNotice(result))
      // Names, lists, the person's other inquiries, accounts and the records all changed.
      void utils.admin.invalidate()
      onErased?.(result)
      onClose()
    },
    // The dialog and what was typed stay, so trying again is one click.
    onError: (err) => notifyRefused('Personal data not erased', err),
  })
  const ready = matches(typed, confirmText)
  const submit = form.handleSubmit(
    (person) => {
      if (ready && !erase.isPending) erase.mutate(person)
    },
    // The person comes from the page, not the box: the schema's word on them is the server's, in its toast.
    (errors) =>
      notify({ title: 'Personal data not erased', description: formError(errors, []), variant: 'destructive' }),
  )
  const { ref: confirmRef, ...confirmField } = form.register('confirm')

  return (
    <ModalDialog
      title="Erase personal data"
      description="Their name, e-mail, phone, messages, notes, attribution and stored e-mails are removed from every inquiry of this person, and their account is deleted. Kind, program, status, owner and dates stay, so counts and charts do not change. This cannot be undone."
      nested
      initialFocus={input}
      onClose={onClose}
    >
      <form
        onSubmit={(e) => {
          // React bubbles a portal's events to its owner's tree, which may sit in a form of its own.
          e.stopPropagation()
          void submit(e)
        }}
        noValidate
        className="space-y-4"
      >
        <Field id={`${id}-confirm`} label={`Type ${confirmText} to confirm`} className="[overflow-wrap:anywhere]">
          <TextInput
            ref={(element) => {
              confirmRef(element)
              input.current = element
            }}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            {...confirmField}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={!ready || erase.isPending}
            aria-busy={erase.isPending}
            className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {erase.isPending ? 'Erasing…' : 'Erase personal data'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
