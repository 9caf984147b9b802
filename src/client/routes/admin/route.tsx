import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminGuard } from '../../components/admin/admin-guard'

/** Layout of the back office (/admin/*): one guard for every page; each page brings the chrome (AdminPage). */
export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminGuard>
      <Outlet />
    </AdminGuard>
  ),
})
