import { useQueryClient } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { InquiryDetail, PersonRef, RouterInputs, RouterOutputs } from '../../../lib/router-types'
import { useAuth } from '../../../auth/auth-provider'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'
import { InquiryCopies, type InquiryChange, type Snapshot } from './inquiry-copies'

type Inputs = RouterInputs['admin']['inquiries']
type Answers = RouterOutputs['admin']['inquiries']

/** The mutations that triage inquiries: all answer with the inquiry's detail, but bulk's with a count. */
export type TriageProcedure = 'setStatus' | 'assign' | 'addNote' | 'logContact' | 'setFollowUp' | 'open' | 'bulkUpdate'

/** What a change needs to say who did it, or to whom. */
export interface Triager {
  /** The signed-in admin, as the history names people. */
  actor: PersonRef | null
  /** Who an owner uid is: the admins' list knows names; the caller knows themselves. */
  person: (uid: string | null) => PersonRef | null
}

export interface TriageOptions<P extends TriageProcedure> {
  /** The inquiries the input changes, and what the caller changed: shown in every copy at once. */
  change: (input: Inputs[P], triager: Triager) => InquiryChange
  /** The toast's title when the server refuses; null where the form shows the refusal beside its field. */
  refused: string | null
  /** The toast's title when the server agrees; none without it. */
  done?: (answer: Answers[P], input: Inputs[P], triager: Triager) => string
  /** Whether the change may move the counts and charts (default yes). */
  counts?: boolean
  /** Whether the changed inquiries' details are refetched after (default yes). */
  details?: boolean
}

/** What a change keeps until the server answers: its inquiries, and their copies as they were. */
interface Held {
  ids: readonly number[]
  snapshot: Snapshot
}

function isDetail(answer: unknown): answer is InquiryDetail {
  return typeof answer === 'object' && answer !== null && 'events' in answer
}

function useTriager(): Triager {
  const { user } = useAuth()
  const utils = adminTrpc.useUtils()
  const actor = user ? { uid: user.uid, email: user.email, name: user.displayName } : null
  return {
    actor,
    person(uid) {
      if (uid === null) return null
      if (uid === actor?.uid) return actor
      const admin = utils.admin.users.list.getData()?.find((a) => a.uid === uid)
      return admin ? { uid, email: admin.email, name: admin.displayName } : { uid, email: null, name: null }
    },
  }
}

/**
 * A triage mutation's options (`adminTrpc.admin.inquiries.setStatus.useMutation(useOptimisticTriage(...))`):
 * the change shows at once in every cached copy of its inquiries (table pages, My day, detail); the
 * server's answer then replaces them, or, refused, they are put back with a toast; and what the change may
 * move (counts, charts, My day, the overdue badge, the table) is refetched.
 */
export function useOptimisticTriage<P extends TriageProcedure>(options: TriageOptions<P>) {
  const { change, refused, done, counts = true, details = true } = options
  const queryClient = useQueryClient()
  const utils = adminTrpc.useUtils()
  const triager = useTriager()
  const copies = new InquiryCopies(queryClient, {
    list: getQueryKey(adminTrpc.admin.inquiries.list),
    myDay: getQueryKey(adminTrpc.admin.inquiries.myDay),
    detail: (id) => getQueryKey(adminTrpc.admin.inquiries.byId, { id }, 'query'),
  })

  return {
    onMutate: async (input: Inputs[P]): Promise<Held> => {
      const shown = change(input, triager)
      const snapshot = await copies.hold(shown.ids)
      copies.patch(shown)
      return { ids: shown.ids, snapshot }
    },
    onError: (err: unknown, _input: Inputs[P], context: Held | undefined) => {
      copies.restore(context?.snapshot)
      if (refused !== null) notifyRefused(refused, err)
    },
    onSuccess: (answer: Answers[P], input: Inputs[P]) => {
      // A count (bulk) says nothing of the rows: their copies are refetched instead, below.
      if (isDetail(answer)) copies.accept(answer)
      if (done) notify({ title: done(answer, input, triager) })
    },
    // Not awaited: the change already shows, and the control should not wait for the refetch.
    onSettled: (_answer: unknown, _err: unknown, _input: Inputs[P], context: Held | undefined) => {
      const i = utils.admin.inquiries
      // My day's lists and the navigation's overdue badge follow every change, wherever it was made.
      void i.myDay.invalidate()
      void i.overdueCount.invalidate()
      if (counts) {
        void i.counts.invalidate()
        void i.charts.invalidate()
      }
      void i.list.invalidate()
      if (details) context?.ids.forEach((id) => void i.byId.invalidate({ id }))
    },
  }
}
