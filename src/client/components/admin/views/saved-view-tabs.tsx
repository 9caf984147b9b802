import { useEffect, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { SavedView } from '../../../lib/router-types'
import { notify } from '../../../lib/notify'
import { buttonClass } from '../../ui/button'
import { notifyRefused } from '../refusal'
import { RemoveViewDialog } from './remove-view-dialog'
import { SaveViewDialog } from './save-view-dialog'
import type { ViewTable } from './use-view-table'
import { useRemoveView, useReorderViews, useSaveView, useSetDefaultView } from './use-saved-views'
import { ViewBar } from './view-bar'
import { ViewMenu, type MenuAction } from './view-menu'
import { TabLink, ViewTabLabel, viewLabel, viewTitle } from './view-tab'
import { viewSearch } from './view-state'

const routeApi = getRouteApi('/admin/inquiries')

const NO_VIEWS: SavedView[] = []

type Dialog = { kind: 'new' } | { kind: 'rename'; view: SavedView } | { kind: 'remove'; view: SavedView }

const savedNotice = (view: SavedView) =>
  view.shared ? `“${view.name}” is a tab for every admin.` : `“${view.name}” is a tab for you alone.`

/** "All inquiries" and the saved views as tabs above the table, each view with its menu, and what saves them. */
export function SavedViewTabs({ table }: { table: ViewTable }) {
  const { list, open, viewId, modified, missing, current, openView, forgetView, clearDraft } = table
  const search = routeApi.useSearch()
  const views = list.data?.views ?? NO_VIEWS
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const nav = useRef<HTMLElement>(null)
  const triggers = useRef(new Map<number, HTMLButtonElement>())
  // The tab whose menu moved it: its menu button keeps focus though the list is drawn anew.
  const moved = useRef<number | null>(null)
  const save = useSaveView()
  const remove = useRemoveView()
  const setDefault = useSetDefaultView()
  const reorder = useReorderViews()

  useEffect(() => {
    if (moved.current !== null) triggers.current.get(moved.current)?.focus()
  }, [views])

  const currentTab = () =>
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.current?.querySelector<HTMLElement>('a')
  const menuOf = (view: SavedView) => () => triggers.current.get(view.id) ?? currentTab() ?? null

  function move(index: number, by: -1 | 1) {
    const ids = views.map((v) => v.id)
    const id = ids[index]
    const neighbour = ids[index + by]
    if (id === undefined || neighbour === undefined) return
    ids[index] = neighbour
    ids[index + by] = id
    moved.current = id
    reorder.mutate({ ids }, { onSettled: () => (moved.current = null) })
  }

  function actionsFor(view: SavedView, index: number): MenuAction[] {
    return [
      ...(view.mine ? [{ label: 'Rename', onSelect: () => setDialog({ kind: 'rename', view }) }] : []),
      view.isDefault
        ? { label: 'Remove default', onSelect: () => setDefault.mutate({ id: null }) }
        : { label: 'Make default', onSelect: () => setDefault.mutate({ id: view.id }) },
      ...(index > 0 ? [{ label: 'Move left', onSelect: () => move(index, -1) }] : []),
      ...(index < views.length - 1 ? [{ label: 'Move right', onSelect: () => move(index, 1) }] : []),
      { label: 'Remove', onSelect: () => setDialog({ kind: 'remove', view }) },
    ]
  }

  function saveChanges() {
    if (!open) return
    save.mutate(
      { id: open.id, name: open.name, shared: open.shared, ...current },
      {
        onSuccess: (view) => {
          clearDraft()
          notify({ title: 'View saved', description: `“${view.name}” now shows what the table shows.` })
        },
        onError: (err) => notifyRefused('View not saved', err),
      },
    )
  }

  function removeChosen(view: SavedView) {
    remove.mutate(
      { id: view.id },
      {
        onSuccess: () => {
          notify({
            title: 'View removed',
            description: view.shared ? `“${view.name}” is removed for every admin.` : `“${view.name}” is removed.`,
          })
          // The table stays as it was, its filters now unsaved.
          if (viewId === view.id) forgetView()
        },
        onSettled: () => setDialog(null),
      },
    )
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-slate-200">
        <nav ref={nav} aria-label="Saved views" className="min-w-0">
          <ul className="flex flex-wrap items-center gap-x-1">
            <li className={`-mb-px border-b-2 ${viewId === undefined ? 'border-blue-800' : 'border-transparent'}`}>
              <TabLink
                search={viewSearch(undefined, search)}
                current={viewId === undefined}
                onOpen={() => openView(undefined)}
              >
                All inquiries
              </TabLink>
            </li>
            {views.map((view, index) => (
              <li
                key={view.id}
                className={`-mb-px flex items-center border-b-2 ${view.id === viewId ? 'border-blue-800' : 'border-transparent'}`}
              >
                <TabLink
                  search={viewSearch(view, search)}
                  current={view.id === viewId}
                  onOpen={() => openView(view)}
                  label={viewLabel(view)}
                  title={viewTitle(view)}
                >
                  <ViewTabLabel view={view} />
                </TabLink>
                <ViewMenu
                  label={`Options for ${view.name}`}
                  actions={actionsFor(view, index)}
                  triggerRef={(el) => {
                    if (el) triggers.current.set(view.id, el)
                    else triggers.current.delete(view.id)
                  }}
                />
              </li>
            ))}
          </ul>
        </nav>
        {list.isError && (
          <p className="flex items-center gap-2 pb-2 text-sm text-slate-700">
            Saved views could not be loaded.
            <button type="button" onClick={() => void list.refetch()} className={buttonClass('outline', 'sm')}>
              Try again
            </button>
          </p>
        )}
      </div>
      {list.data && (
        <ViewBar
          open={open}
          modified={modified}
          missing={missing}
          saving={save.isPending}
          onSaveNew={() => setDialog({ kind: 'new' })}
          onSaveChanges={saveChanges}
          onDiscard={() => open && openView(open)}
        />
      )}
      {dialog?.kind === 'new' && (
        <SaveViewDialog
          title={open ? 'Save as new view' : 'Save view'}
          submitLabel="Save view"
          initial={{ name: '', shared: false }}
          payload={(values) => ({ ...values, ...current })}
          onSaved={(view) => {
            setDialog(null)
            notify({ title: 'View saved', description: savedNotice(view) })
            openView(view)
          }}
          onClose={() => setDialog(null)}
          returnFocus={() => currentTab() ?? null}
        />
      )}
      {dialog?.kind === 'rename' && (
        <SaveViewDialog
          title="Rename view"
          submitLabel="Save"
          initial={{ name: dialog.view.name, shared: dialog.view.shared }}
          // The view as saved, whatever the table shows now: a rename is no save of unsaved changes.
          payload={(values) => {
            const { id, filters, sort, columns } = dialog.view
            return { id, filters, sort, columns, ...values }
          }}
          onSaved={(view) => {
            setDialog(null)
            notify({
              title: view.name === dialog.view.name ? 'View saved' : 'View renamed',
              description: savedNotice(view),
            })
          }}
          onClose={() => setDialog(null)}
          returnFocus={menuOf(dialog.view)}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveViewDialog
          view={dialog.view}
          busy={remove.isPending}
          onRemove={() => removeChosen(dialog.view)}
          onClose={() => setDialog(null)}
          returnFocus={menuOf(dialog.view)}
        />
      )}
    </div>
  )
}
