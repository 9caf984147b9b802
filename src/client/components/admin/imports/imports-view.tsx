import { useNavigate } from '@tanstack/react-router'
import { AdminSection } from '../admin-page'
import { ImportFlow } from './import-flow'
import { ImportList } from './import-list'
import { UploadFile } from './upload-file'

/**
 * The imports page: one import (its address names it, so a reload finds it again) or, without one, a new
 * upload and every import so far.
 */
export function ImportsView({ id }: { id: number | undefined }) {
  const navigate = useNavigate()
  if (id !== undefined) return <ImportFlow id={id} />
  return (
    <div className="space-y-8">
      <AdminSection title="Import a spreadsheet">
        <UploadFile onUploaded={(uploaded) => void navigate({ to: '/admin/imports', search: { id: uploaded } })} />
      </AdminSection>
      <AdminSection title="Imports so far">
        <ImportList />
      </AdminSection>
    </div>
  )
}
