import { useId, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { FieldErrors } from 'react-hook-form'
import {
  ADD_INQUIRY_MESSAGES,
  INQUIRY_SOURCES,
  SOURCE_MAX,
  addInquirySchema,
  type AddInquiryInput,
} from '../../../../shared/schemas/add-inquiry'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { NOTE_MAX } from '../../../../shared/schemas/admissions'
import { ENROLL_PROGRAM_OPTIONS, INQUIRY_KINDS, type InquiryKind } from '../../../../shared/inquiry-options'
import { PROGRAM_OPTIONS } from '../../../../shared/program-labels'
import { Field, TextArea, TextInput } from '../../forms/field'
import { Select } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { ModalDialog } from '../modal-dialog'
import { firstInvalid, formError, showRefusal, useAdminForm } from '../admin-form'
import { adminTrpc } from '../admin-trpc'
import { usePermissions } from '../use-permissions'
import { useAuth } from '../../../auth/auth-provider'
import { useAdminOptions } from '../inquiries/use-admin-options'
import { SamePerson } from './same-person'
import { showAddedNotice } from './added-notice'

/** "Other": the source is typed in its own box. */
const OTHER = 'other'

interface Values {
  kind: InquiryKind
  fullName: string
  email: string
  phone: string
  program: string
  message: string
  sourceChoice: string
  sourceOther: string
  note: string
  ownerUid: string
}

const EMPTY: Values = {
  kind: 'information',
  fullName: '',
  email: '',
  phone: '',
  program: '',
  message: '',
  sourceChoice: INQUIRY_SOURCES[0],
  sourceOther: '',
  note: '',
  ownerUid: '',
}

/** The schema's fields in the form's order, for the keyboard to go to the first refused one. */
const FIELDS = ['kind', 'fullName', 'email', 'phone', 'program', 'message', 'source', 'ownerUid', 'note'] as const
type FieldName = (typeof FIELDS)[number]

const KIND_OPTIONS = INQUIRY_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))
const SOURCE_OPTIONS = [...INQUIRY_SOURCES.map((s) => ({ value: s, label: s })), { value: OTHER, label: 'Other…' }]

function toInput(v: Values): AddInquiryInput {
  return {
    kind: v.kind,
    fullName: v.fullName,
    email: v.email,
    phone: v.phone,
    program: v.program,
    message: v.message || undefined,
    source: v.sourceChoice === OTHER ? v.sourceOther : v.sourceChoice,
    note: v.note || undefined,
    ownerUid: v.ownerUid || undefined,
  } as AddInquiryInput
}

/**
 * "Add inquiry": a walk-in, a phone call or a fair's sign-up typed in by a member, with the same fields and
 * messages as the site's form of its kind, where it came from and a note. While the e-mail and phone are
 * typed it shows the person's earlier inquiries. What was typed stays until the server has stored it; a
 * refusal shows beside its field.
 */
export function AddInquiryDialog({
  onClose,
  returnFocus,
}: {
  onClose: () => void
  returnFocus?: () => HTMLElement | null
}) {
  const id = useId()
  const router = useRouter()
  const utils = adminTrpc.useUtils()
  const { can } = usePermissions()
  // A counsellor's walk-in is their own (the server holds to it); owners and managers may give it to anyone.
  const picksOwner = can('inquiries.assign')
  const owners = useAdminOptions({ enabled: picksOwner })
  const { user } = useAuth()
  const ownerText = (uid: string | null) => {
    if (uid === null) return 'unassigned'
    if (uid === user?.uid) return 'yours'
    return `given to ${owners.find((o) => o.value === uid)?.label ?? 'a colleague'}`
  }
  const kindSelect = useRef<HTMLSelectElement>(null)
  const form = useAdminForm(addInquirySchema, EMPTY, toInput)
  const errors = form.formState.errors as FieldErrors<Values> & FieldErrors<{ source: string }>
  const [kind, sourceChoice, email, phone] = form.watch(['kind', 'sourceChoice', 'email', 'phone'])

  const create = adminTrpc.admin.inquiries.create.useMutation({
    onSettled: () => utils.admin.inquiries.invalidate(),
  })

  const focus = (field: FieldName | undefined) => {
    if (!field) return
    if (field === 'source') form.setFocus(form.getValues('sourceChoice') === OTHER ? 'sourceOther' : 'sourceChoice')
    else form.setFocus(field)
  }

  const onSubmit = form.handleSubmit(
    (input) =>
      create.mutate(input, {
        onSuccess: ({ id: newId, ownerUid }) => {
          showAddedNotice({
            description: `${input.fullName} (${input.source}): ${ownerText(ownerUid)}.`,
            onOpen: () =>
              void router.navigate({ to: '/admin/inquiries/$inquiryId', params: { inquiryId: String(newId) } }),
          })
          onClose()
        },
        onError: (err) => focus(showRefusal(form, err, FIELDS)),
      }),
    (found) => focus(firstInvalid(found, FIELDS)),
  )

  const clearOnChange = { onChange: () => form.clearErrors() }
  const { ref: kindRef, ...kindField } = form.register('kind', {
    // Each kind's program is a different thing (a course, a listed program, a subject).
    onChange: () => {
      form.clearErrors()
      form.setValue('program', '')
    },
  })
  const underForm = formError(errors, FIELDS)
  const programList = `${id}-programs`

  return (
    <ModalDialog title="Add inquiry" wide initialFocus={kindSelect} returnFocus={returnFocus} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate aria-label="Add inquiry" className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-kind`} label="Kind" required error={errors.kind?.message}>
          <Select
            options={KIND_OPTIONS}
            className="h-11 w-full"
            // Select passes `ref` on to its <select> (React 19), as register's own does.
            {...{
              ...kindField,
              ref: (el: HTMLSelectElement | null) => {
                kindRef(el)
                kindSelect.current = el
              },
            }}
          />
        </Field>
        <Field
          id={`${id}-source`}
          label="Source"
          required
          error={sourceChoice === OTHER ? undefined : errors.source?.message}
        >
          <Select options={SOURCE_OPTIONS} className="h-11 w-full" {...form.register('sourceChoice', clearOnChange)} />
        </Field>
        {sourceChoice === OTHER && (
          <Field
            id={`${id}-sourceOther`}
            label="Where it came from"
            required
            error={errors.source?.message}
            className="sm:col-span-2"
          >
            <TextInput
              autoComplete="off"
              placeholder="e.g. Newspaper advert, Alumni meet"
              maxLength={SOURCE_MAX + 1}
              {...form.register('sourceOther', clearOnChange)}
            />
          </Field>
        )}
        <Field id={`${id}-fullName`} label="Full name" required error={errors.fullName?.message}>
          <TextInput autoComplete="off" {...form.register('fullName', clearOnChange)} />
        </Field>
        <Field id={`${id}-email`} label="E-mail" required error={errors.email?.message}>
          <TextInput type="email" autoComplete="off" {...form.register('email', clearOnChange)} />
        </Field>
        <Field id={`${id}-phone`} label="Phone" required error={errors.phone?.message}>
          <TextInput type="tel" inputMode="tel" autoComplete="off" {...form.register('phone', clearOnChange)} />
        </Field>
        {kind === 'enrollment' ? (
          <Field id={`${id}-program`} label="Program" required error={errors.program?.message}>
            <Select
              options={ENROLL_PROGRAM_OPTIONS}
              placeholder="Select a program"
              className="h-11 w-full"
              {...form.register('program', clearOnChange)}
            />
          </Field>
        ) : kind === 'contact' ? (
          <Field id={`${id}-program`} label="Subject" required error={errors.program?.message}>
            <TextInput autoComplete="off" {...form.register('program', clearOnChange)} />
          </Field>
        ) : (
          <Field id={`${id}-program`} label="Program" required error={errors.program?.message}>
            <TextInput autoComplete="off" list={programList} {...form.register('program', clearOnChange)} />
          </Field>
        )}
        <datalist id={programList}>
          {PROGRAM_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </datalist>
        <div className="sm:col-span-2">
          <SamePerson email={email} phone={phone} picksOwner={picksOwner} />
        </div>
        <Field
          id={`${id}-message`}
          label="Message"
          required={kind === 'contact'}
          optional={kind !== 'contact'}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <TextArea rows={3} {...form.register('message', clearOnChange)} />
        </Field>
        {picksOwner ? (
          <Field
            id={`${id}-ownerUid`}
            label="Owner"
            error={errors.ownerUid?.message}
            description="By the usual rules, the person's owner if they wrote before, else the next in the rotation."
            className="sm:col-span-2"
          >
            <Select options={owners} className="h-11 w-full" {...form.register('ownerUid', clearOnChange)}>
              <option value="">By the usual rules</option>
            </Select>
          </Field>
        ) : (
          <p className="text-sm text-slate-600 sm:col-span-2">{ADD_INQUIRY_MESSAGES.yours}</p>
        )}
        <Field
          id={`${id}-note`}
          label="Note"
          optional
          error={errors.note?.message}
          description="Kept in the inquiry's history under your name."
          className="sm:col-span-2"
        >
          <TextArea rows={2} maxLength={NOTE_MAX + 1} {...form.register('note', clearOnChange)} />
        </Field>
        {underForm && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {underForm}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <button type="button" onClick={onClose} className={buttonClass('outline', 'sm')}>
            Cancel
          </button>
          <button type="submit" disabled={create.isPending} className={buttonClass('primary', 'sm')}>
            {create.isPending ? 'Adding…' : 'Add inquiry'}
          </button>
        </div>
      </form>
    </ModalDialog>
  )
}
