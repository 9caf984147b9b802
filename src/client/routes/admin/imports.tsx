import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { ImportsView } from '../../components/admin/imports/imports-view'

/** `id`: the import shown (its mapping, check, progress or summary); absent: the list and a new upload. */
export interface ImportsSearch {
  id?: number
}

/** Spreadsheet imports (issue 31): upload, map, check, import with progress, revert. Owners and managers. */
export const Route = createFileRoute('/admin/imports')({
  // Shape only: this definition is in every page's first load.
  validateSearch: (search: Record<string, unknown>): ImportsSearch => {
    const id = Number(search.id)
    return Number.isInteger(id) && id > 0 ? { id } : {}
  },
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Imports',
      description: 'Import leads from a spreadsheet: map its columns, check it, import it and revert it.',
      noindex: true,
    }),
  component: AdminImportsPage,
})

function AdminImportsPage() {
  const { id } = Route.useSearch()
  return (
    <AdminPage
      title="Imports"
      intro="Bring leads in from a spreadsheet (CSV or Excel): match its columns, check every row, then import. An import can be reverted for 30 days."
    >
      <ImportsView id={id} />
    </AdminPage>
  )
}
