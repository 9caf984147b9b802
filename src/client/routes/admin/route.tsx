import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminChrome } from '../../components/admin/admin-chrome'

/** Layout of the back office (/admin/*): its own chrome; the admin guard belongs here too. */
export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminChrome>
      <Outlet />
    </AdminChrome>
  ),
})
