import { TRPCError } from '@trpc/server'
import { permitted, router } from '../init'
import {
  IMPORT_MESSAGES,
  importCheckSchema,
  importIdSchema,
  importStartSchema,
  savedMappingIdSchema,
  savedMappingSchema,
  type ImportDetail,
} from '../../../shared/schemas/imports'
import { receiveFilePart } from '../../imports/import-upload'
import {
  cancelImport,
  getImport,
  importErrorsCsv,
  listImports,
  recheckImport,
  revertImport,
  startImport,
} from '../../imports/import-store'
import { receiveUpload } from '../../imports/import-file-store'
import { deleteMapping, saveMapping, savedMappings } from '../../imports/import-mappings'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * The upload's input: the file as the FormData field `file`. Its body is streamed to storage by the
 * procedure before tRPC would buffer it (src/server/plugins/trpc.ts); tRPC itself sees an empty form.
 */
export const uploadInput = (value: unknown): FormData => {
  if (value instanceof FormData) return value
  throw new TRPCError({ code: 'BAD_REQUEST', message: IMPORT_MESSAGES.noFile })
}

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: IMPORT_MESSAGES.notFound })

async function detail(db: Kysely<Database>, id: number): Promise<ImportDetail> {
  const found = await getImport(db, id)
  if (!found) throw notFound()
  return found
}

/**
 * Spreadsheet imports (issue 31, docs/decisions/0024), for owners and managers: upload, the dry run and
 * its errors, start, progress, cancel, revert, and saved mappings. Imports are the team's: every importer
 * sees every import, as they share the inquiries they fill.
 */
export const adminImportsRouter = router({
  /** The file as FormData field `file` (CSV or .xlsx, up to 100 MB and 1,000,000 rows): its check starts. */
  upload: permitted('inquiries.import')
    .input(uploadInput)
    .mutation(async ({ ctx }) => {
      const upload = ctx.importUpload
      if (!upload) throw new TRPCError({ code: 'BAD_REQUEST', message: IMPORT_MESSAGES.noFile })
      const id = await receiveFilePart(upload.raw, upload.headers, (name, bytes) =>
        receiveUpload(ctx.db, ctx.member, name, bytes),
      )
      ctx.imports.nudge()
      return { id }
    }),

  /** Checks the file again with another mapping or sheet (the dry run). */
  check: permitted('inquiries.import')
    .input(importCheckSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await recheckImport(ctx.db, input.id, input.mapping, input.sheet))) throw notFound()
      ctx.imports.nudge()
      return detail(ctx.db, input.id)
    }),

  get: permitted('inquiries.import')
    .input(importIdSchema)
    .query(({ ctx, input }) => detail(ctx.db, input.id)),

  list: permitted('inquiries.import').query(({ ctx }) => listImports(ctx.db)),

  start: permitted('inquiries.import')
    .input(importStartSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await startImport(ctx.db, input))) throw notFound()
      ctx.imports.nudge()
      return detail(ctx.db, input.id)
    }),

  /** Stops an import after its batch in hand (or a check at once); what was stored stays, revertable. */
  cancel: permitted('inquiries.import')
    .input(importIdSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await cancelImport(ctx.db, input.id))) throw notFound()
      return detail(ctx.db, input.id)
    }),

  /** Within 30 days: removes the inquiries it created, restores the fields it filled; recorded on the import. */
  revert: permitted('inquiries.import')
    .input(importIdSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await revertImport(ctx.db, input.id, ctx.member))) throw notFound()
      return detail(ctx.db, input.id)
    }),

  /** Every error of the dry run as CSV (line, column, message), streamed in chunks like the inquiries' export. */
  errorsCsv: permitted('inquiries.import')
    .input(importIdSchema)
    .query(async function* ({ ctx, input, signal }) {
      yield* importErrorsCsv(ctx.db, input.id, signal)
    }),

  /** The member's saved mappings, for the next file of the same shape. */
  mappings: permitted('inquiries.import').query(({ ctx }) => savedMappings(ctx.db, ctx.member.uid)),

  saveMapping: permitted('inquiries.import')
    .input(savedMappingSchema)
    .mutation(({ ctx, input }) => saveMapping(ctx.db, ctx.member.uid, input.name, input.columns)),

  deleteMapping: permitted('inquiries.import')
    .input(savedMappingIdSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteMapping(ctx.db, ctx.member.uid, input.id))) throw notFound()
      return { ok: true as const }
    }),
})
