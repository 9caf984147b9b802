import type { SavedView, SavedViewList } from '../../../lib/router-types'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'

/** The signed-in admin's tabs: their own views and every shared one, in their order. */
export function useSavedViewList() {
  return adminTrpc.admin.views.list.useQuery()
}

/** Puts a saved view into the cached list (new ones at the end, where the server lists them too). */
function withView(list: SavedViewList | undefined, view: SavedView): SavedViewList | undefined {
  if (!list) return list
  const known = list.views.some((v) => v.id === view.id)
  return { ...list, views: known ? list.views.map((v) => (v.id === view.id ? view : v)) : [...list.views, view] }
}

/**
 * Saves a view (new, or a change to one of the admin's own). The form that calls it shows a refusal
 * beside its fields; a save without a form passes `onError` to do the same in a toast.
 */
export function useSaveView() {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.views.save.useMutation({
    onSuccess: (view) => utils.admin.views.list.setData(undefined, (list) => withView(list, view)),
    // Another admin may have removed or changed what was on screen meanwhile.
    onSettled: () => utils.admin.views.list.invalidate(),
  })
}

export function useRemoveView() {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.views.remove.useMutation({
    onSuccess: (list) => utils.admin.views.list.setData(undefined, list),
    onError: (err) => {
      notifyRefused('View not removed', err)
      return utils.admin.views.list.invalidate()
    },
  })
}

export function useSetDefaultView() {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.views.setDefault.useMutation({
    onSuccess: (list) => {
      utils.admin.views.list.setData(undefined, list)
      const view = list.views.find((v) => v.id === list.defaultId)
      notify(
        view
          ? {
              title: 'Default view set',
              description: `The table opens with “${view.name}” when you come to it without filters.`,
            }
          : { title: 'Default view removed', description: 'The table opens with all inquiries.' },
      )
    },
    onError: (err) => {
      notifyRefused('Default view not changed', err)
      return utils.admin.views.list.invalidate()
    },
  })
}

/** Moves the tabs at once; if the order is not saved, they go back with a notice. */
export function useReorderViews() {
  const utils = adminTrpc.useUtils()
  return adminTrpc.admin.views.reorder.useMutation({
    onMutate: async ({ ids }) => {
      await utils.admin.views.list.cancel()
      const previous = utils.admin.views.list.getData()
      utils.admin.views.list.setData(undefined, (list) => {
        if (!list) return list
        const byId = new Map(list.views.map((v) => [v.id, v]))
        return { ...list, views: ids.flatMap((id) => byId.get(id) ?? []) }
      })
      return { previous }
    },
    onSuccess: (list) => utils.admin.views.list.setData(undefined, list),
    onError: (err, _input, context) => {
      utils.admin.views.list.setData(undefined, context?.previous)
      notifyRefused('Order not saved', err)
    },
  })
}
