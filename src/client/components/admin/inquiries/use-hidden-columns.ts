import { useState } from 'react'
import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

const NONE: readonly InquiryColumn[] = []

/**
 * The columns this admin has hidden, kept with their account. Until their choice loads (or if it
 * cannot) every column shows; a change applies at once and is undone with a notice if not saved.
 *
 * The choice is held in React state as well as the query cache: the cache tells its observers on a
 * later task, and a controlled checkbox whose state has not changed by the end of the click is put
 * back, so the box would flicker back before the cache caught up.
 */
export function useHiddenColumns() {
  const utils = adminTrpc.useUtils()
  const [chosen, setChosen] = useState<readonly InquiryColumn[] | null>(null)
  const preferences = adminTrpc.admin.users.preferences.useQuery(undefined, { refetchOnWindowFocus: false })
  const save = adminTrpc.admin.users.savePreferences.useMutation({
    onMutate: async (input) => {
      await utils.admin.users.preferences.cancel()
      const previous = utils.admin.users.preferences.getData()
      utils.admin.users.preferences.setData(undefined, (old) => ({ ...old, ...input }))
      return { previous }
    },
    // Saved, the cache holds the choice; it leads again so a later load from elsewhere shows.
    onSuccess: () => setChosen(null),
    onError: (err, _input, context) => {
      utils.admin.users.preferences.setData(undefined, context?.previous)
      setChosen(null)
      notifyRefused('Columns not saved', err)
    },
  })

  return {
    hidden: chosen ?? preferences.data?.hiddenInquiryColumns ?? NONE,
    setHidden: (hiddenInquiryColumns: InquiryColumn[]) => {
      setChosen(hiddenInquiryColumns)
      save.mutate({ hiddenInquiryColumns })
    },
  }
}
