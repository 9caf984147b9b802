import { useId, useRef, useState, type FormEvent } from 'react'
import { ADMIN_INQUIRY_MESSAGES, addNoteSchema } from '../../../../shared/schemas/admin-inquiries'
import { Field, TextArea } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useAddNote } from '../inquiries/use-triage'

const NOTE_MAX = 2000

/** An internal note for the team; the text stays in the box until the server has kept it. */
export function NotesForm({ inquiryId }: { inquiryId: number }) {
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const addNote = useAddNote()

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const parsed = addNoteSchema.safeParse({ id: inquiryId, body })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_INQUIRY_MESSAGES.note)
      textarea.current?.focus()
      return
    }
    setError(null)
    addNote.mutate(parsed.data, { onSuccess: () => setBody('') })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field id={`${id}-note`} label="Internal note" error={error} description="Only admins see notes.">
        <TextArea
          ref={textarea}
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          value={body}
          onChange={(e) => {
            setBody(e.target.value)
            if (error) setError(null)
          }}
        />
      </Field>
      <button type="submit" disabled={addNote.isPending} className={buttonClass('primary', 'sm')}>
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  )
}
