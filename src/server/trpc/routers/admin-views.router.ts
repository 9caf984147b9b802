import { TRPCError } from '@trpc/server'
import { permitted, router } from '../init'
import {
  VIEW_MESSAGES,
  reorderViewsSchema,
  saveViewSchema,
  setDefaultViewSchema,
  viewIdSchema,
} from '../../../shared/schemas/saved-views'
import {
  listViews,
  removeView,
  reorderViews,
  saveView,
  setDefaultView,
  type ViewResult,
} from '../../views/saved-views-store'

function settled<T>(result: ViewResult<T>): T {
  if (result.ok) return result.value
  throw result.reason === 'not-yours'
    ? new TRPCError({ code: 'FORBIDDEN', message: VIEW_MESSAGES.notYours })
    : new TRPCError({ code: 'NOT_FOUND', message: VIEW_MESSAGES.notFound })
}

/**
 * Saved views of the inquiry table: the caller's own and the shared ones, as tabs. Only a view's creator
 * changes it; any admin may remove a shared one. The default and the tabs' order are each admin's own.
 */
export const adminViewsRouter = router({
  list: permitted('inquiries.read').query(({ ctx }) => listViews(ctx.db, ctx.identity.uid)),

  /** Without an id, a new view of the caller's; with one, a change to a view the caller made. */
  save: permitted('inquiries.read')
    .input(saveViewSchema)
    .mutation(async ({ ctx, input }) => settled(await saveView(ctx.db, ctx.identity.uid, input))),

  /** Answers the caller's list as it is after the removal. */
  remove: permitted('inquiries.read')
    .input(viewIdSchema)
    .mutation(async ({ ctx, input }) => settled(await removeView(ctx.db, ctx.identity.uid, input.id))),

  /** `id: null`: the plain table. Answers the caller's list. */
  setDefault: permitted('inquiries.read')
    .input(setDefaultViewSchema)
    .mutation(async ({ ctx, input }) => settled(await setDefaultView(ctx.db, ctx.identity.uid, input.id))),

  /** The caller's order of the tabs. Answers the caller's list. */
  reorder: permitted('inquiries.read')
    .input(reorderViewsSchema)
    .mutation(({ ctx, input }) => reorderViews(ctx.db, ctx.identity.uid, input.ids)),
})
