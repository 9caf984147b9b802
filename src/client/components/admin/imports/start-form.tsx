import { useId } from 'react'
import type { FieldErrors } from 'react-hook-form'
import type { RouterOutputs } from '../../../lib/router-types'
import {
  CONSENT_BASES,
  CONSENT_BASIS_LABELS,
  DUPLICATE_MODES,
  DUPLICATE_MODE_LABELS,
  importStartSchema,
  type ConsentBasis,
  type DuplicateMode,
  type ImportStartInput,
} from '../../../../shared/schemas/imports'
import { type ImportMapping } from '../../../../shared/schemas/import-fields'
import { Field, TextInput } from '../../forms/field'
import { Select } from '../../ui/select'
import { buttonClass } from '../../ui/button'
import { RadioGroup } from '../inquiry-detail/radio-group'
import { formError, showRefusal, useAdminForm } from '../admin-form'
import { adminTrpc } from '../admin-trpc'
import { useAdminOptions } from '../inquiries/use-admin-options'
import { formatCount } from '../admin-format'

type Detail = RouterOutputs['admin']['imports']['get']

interface Values {
  duplicates: DuplicateMode | null
  source: string
  basis: ConsentBasis | null
  notice: string
  ownerUid: string
}

const FIELDS = ['duplicates', 'source', 'consent.basis', 'consent.notice', 'ownerUid'] as const

const DUPLICATE_OPTIONS = DUPLICATE_MODES.map((m) => ({ value: m, label: DUPLICATE_MODE_LABELS[m] }))
const BASIS_OPTIONS = CONSENT_BASES.map((b) => ({ value: b, label: CONSENT_BASIS_LABELS[b] }))

/**
 * The import's choices, then Import: what to do with people already known, where the leads came from, on
 * what basis they may be contacted (with the notice they were given), and whom they go to.
 */
export function StartForm({ detail, mapping }: { detail: Detail; mapping: ImportMapping }) {
  const id = useId()
  const utils = adminTrpc.useUtils()
  const owners = useAdminOptions()
  const form = useAdminForm(
    importStartSchema,
    { duplicates: 'skip', source: '', basis: null, notice: '', ownerUid: '' } as Values,
    (v: Values): Partial<ImportStartInput> => ({
      id: detail.id,
      mapping,
      duplicates: v.duplicates ?? undefined,
      source: v.source,
      consent: { basis: v.basis as ConsentBasis, notice: v.notice },
      ownerUid: v.ownerUid || undefined,
    }),
  )
  const errors = form.formState.errors as FieldErrors<ImportStartInput>
  const [duplicates, basis] = form.watch(['duplicates', 'basis'])
  const start = adminTrpc.admin.imports.start.useMutation({
    onSuccess: (answer) => {
      utils.admin.imports.get.setData({ id: detail.id }, answer)
      void utils.admin.imports.list.invalidate()
    },
    onError: (err) => showRefusal(form, err, FIELDS),
  })
  const onSubmit = form.handleSubmit((input) => start.mutate(input))
  const clear = { onChange: () => form.clearErrors() }
  const underForm = formError(errors, [...FIELDS, 'consent'])
  const toImport = detail.counts.valid - (duplicates === 'skip' ? detail.counts.duplicates : 0)

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        3. Import
      </h2>
      <form onSubmit={onSubmit} noValidate aria-label="Import choices" className="grid gap-4">
        <RadioGroup
          legend={`People you already have (${formatCount(detail.counts.duplicates)} rows)`}
          name={`${id}-duplicates`}
          options={DUPLICATE_OPTIONS}
          value={duplicates}
          onChange={(v) => {
            form.clearErrors()
            form.setValue('duplicates', v)
          }}
          error={errors.duplicates?.message}
        />
        <Field
          id={`${id}-source`}
          label="Where these leads came from"
          required
          error={errors.source?.message}
          description="Kept on each lead as its source, unless a Source column says otherwise. E.g. Education fair, Pune, March 2026."
        >
          <TextInput maxLength={81} autoComplete="off" {...form.register('source', clear)} />
        </Field>
        <RadioGroup
          legend="On what basis they may be contacted"
          name={`${id}-basis`}
          options={BASIS_OPTIONS}
          value={basis}
          onChange={(v) => {
            form.clearErrors()
            form.setValue('basis', v)
          }}
          error={errors.consent?.basis?.message}
        />
        <Field
          id={`${id}-notice`}
          label="The notice they were given"
          required
          error={errors.consent?.notice?.message}
          description="Stored with every imported lead, with today's date, for their data requests."
        >
          <TextInput
            maxLength={201}
            autoComplete="off"
            placeholder="e.g. Privacy notice on the fair's enquiry slip"
            {...form.register('notice', clear)}
          />
        </Field>
        <Field id={`${id}-owner`} label="Owner" error={errors.ownerUid?.message}>
          <Select options={owners} className="h-11 w-full sm:w-80" {...form.register('ownerUid', clear)}>
            <option value="">By the usual rules (the person's owner, else the rotation)</option>
          </Select>
        </Field>
        {underForm && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {underForm}
          </p>
        )}
        <div>
          <button type="submit" disabled={start.isPending || toImport <= 0} className={buttonClass('primary', 'md')}>
            {start.isPending ? 'Starting…' : `Import ${formatCount(Math.max(0, toImport))} rows`}
          </button>
        </div>
      </form>
    </section>
  )
}
