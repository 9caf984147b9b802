import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '../../components/admin/admin-layout'

/** Layout of the back office (/admin/*): the guard, one query cache and the chrome for every page. */
export const Route = createFileRoute('/admin')({
  // The server never knows who is signed in (a page renders from its address alone): it renders the layout's
  // waiting screen, and the browser runs the guard (the layout asks for it once sign-in settles). The guard's
  // code comes with the back office, not with every page's first load.
  beforeLoad: ({ context, location, preload }) =>
    typeof document === 'undefined'
      ? undefined
      : import('../../components/admin/admin-access').then((m) => m.requireAdmin(context.auth, location, preload)),
  component: AdminLayout,
})
