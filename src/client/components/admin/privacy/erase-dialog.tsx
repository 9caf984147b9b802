import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { Trash2 } from 'lucide-react'
import type { ErasureResult } from '../../../../server/privacy/erasure'
import type { EraseTarget } from '../../../../shared/schemas/privacy'
import { notify } from '../../../lib/notify'
import { Field, TextInput } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useModalFocus } from '../../ui/use-modal-focus'
import { adminTrpc } from '../admin-trpc'
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

function matches(typed: string, confirmText: string): boolean {
  return typed.trim().toLowerCase() === confirmText.trim().toLowerCase()
}

/**
 * Escape closes this dialog only. The inquiry's drawer beneath it closes on Escape too, from a listener
 * on the document that was there first; a capture listener on the window runs before it and marks the
 * key as handled, which useModalFocus's listeners respect.
 */
function useEscapeClosesOnlyThis(onClose: () => void) {
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      latest.current()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [])
}

function ErasePanel({ target, confirmText, onClose, onErased }: Omit<EraseDialogProps, 'open'>) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState('')
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
  const { panel, heading, trapTab } = useModalFocus({ onClose, initialFocus: input })
  useEscapeClosesOnlyThis(onClose)

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    trapTab(e)
    // The drawer's own trap would otherwise weigh the same Tab against its elements.
    if (e.key === 'Tab') e.stopPropagation()
  }

  const ready = matches(typed, confirmText)
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    // React bubbles a portal's events to its owner's tree, which may sit in a form of its own.
    e.stopPropagation()
    if (ready && !erase.isPending) erase.mutate(target)
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      {/* Pointer users close by clicking beside the box; keyboard users have Escape and Cancel. */}
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/40" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-what`}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-lg rounded-xl bg-white p-5 shadow-2xl ring-1 ring-slate-200"
      >
        <h2
          ref={heading}
          id={`${id}-title`}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 focus:outline-none"
        >
          Erase personal data
        </h2>
        <p id={`${id}-what`} className="mt-2 text-sm text-slate-700">
          Their name, e-mail, phone, messages, notes, attribution and stored e-mails are removed from every inquiry of
          this person, and their account is deleted. Kind, program, status, owner and dates stay, so counts and charts
          do not change. This cannot be undone.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <Field id={`${id}-confirm`} label={`Type ${confirmText} to confirm`} className="[overflow-wrap:anywhere]">
            <TextInput
              ref={input}
              name="confirm"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
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
      </div>
    </div>
  )
}
