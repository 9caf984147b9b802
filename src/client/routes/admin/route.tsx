import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AdminGuard } from '../../components/admin/admin-guard'

/** Layout of the back office (/admin/*): one guard for every page; each page brings the chrome (AdminPage). */
export const Route = createFileRoute('/admin')({
  // Kept with the route definitions (about 1 KB): as a split chunk of its own, the bundler answered it by
  // carving the first load into many more chunks, costing public pages several KB (decision 0004).
  codeSplitGroupings: [['loader']],
  component: () => (
    <AdminGuard>
      <Outlet />
    </AdminGuard>
  ),
})
