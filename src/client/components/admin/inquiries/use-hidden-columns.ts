import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

const NONE: readonly InquiryColumn[] = []

/**
 * The columns this admin has hidden, kept with their account. Until their choice loads (or if it
 * cannot) every column shows; a change applies at once and is undone with a notice if not saved.
 */
export function useHiddenColumns() {
  const utils = adminTrpc.useUtils()
  const preferences = adminTrpc.admin.users.preferences.useQuery(undefined, { refetchOnWindowFocus: false })
  const save = adminTrpc.admin.users.savePreferences.useMutation({
    onMutate: async (input) => {
      await utils.admin.users.preferences.cancel()
      const previous = utils.admin.users.preferences.getData()
      utils.admin.users.preferences.setData(undefined, (old) => ({ ...old, ...input }))
      return { previous }
    },
    onError: (err, _input, context) => {
      utils.admin.users.preferences.setData(undefined, context?.previous)
      notifyRefused('Columns not saved', err)
    },
  })

  return {
    hidden: preferences.data?.hiddenInquiryColumns ?? NONE,
    setHidden: (hiddenInquiryColumns: InquiryColumn[]) => save.mutate({ hiddenInquiryColumns }),
  }
}
