import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminChrome } from '../../components/admin/admin-chrome'
import { AdminGuard } from '../../components/admin/admin-guard'

/** Layout of the back office (/admin/*): one guard for every page, then the back office's own chrome. */
export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminGuard>
      <AdminChrome>
        <Outlet />
      </AdminChrome>
    </AdminGuard>
  ),
})
