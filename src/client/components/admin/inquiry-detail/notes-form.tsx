import { useId } from 'react'
import { addNoteSchema } from '../../../../shared/schemas/admin-inquiries'
import { Field, TextArea } from '../../forms/field'
import { buttonClass } from '../../ui/button'
import { useAddNote } from '../inquiries/use-triage'
import { useAdminForm } from '../admin-form'
import { ColleagueNote } from '../live/colleague-note'

const NOTE_MAX = 2000

/** An internal note for the team; the text stays in the box until the server has kept it. */
export function NotesForm({ inquiryId }: { inquiryId: number }) {
  const id = useId()
  const form = useAdminForm(addNoteSchema, { body: '' }, ({ body }: { body: string }) => ({ id: inquiryId, body }))
  const { errors } = form.formState
  const addNote = useAddNote()

  const onSubmit = form.handleSubmit(
    (note) => addNote.mutate(note, { onSuccess: () => form.reset({ body: '' }) }),
    () => form.setFocus('body'),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <Field
        id={`${id}-note`}
        label="Internal note"
        error={errors.body?.message}
        description="Only the team sees notes: whoever may open this inquiry."
      >
        <TextArea
          rows={3}
          maxLength={NOTE_MAX}
          {...form.register('body', { onChange: () => form.clearErrors('body') })}
        />
      </Field>
      <ColleagueNote inquiryId={inquiryId} actions={['note']} />
      <button type="submit" disabled={addNote.isPending} className={buttonClass('primary', 'sm')}>
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  )
}
