import { Outlet, createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminPage } from '../../components/admin/admin-page'
import { TodayView } from '../../components/admin/today/today-view'

/** The admissions desk's day; its child route (/admin/today/$inquiryId) opens a lead's detail over it. */
export const Route = createFileRoute('/admin/today')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: My day',
      description: 'Your overdue and due follow-ups, your late leads and the late leads nobody has taken.',
      noindex: true,
    }),
  component: AdminTodayPage,
})

function AdminTodayPage() {
  return (
    <AdminPage
      title="My day"
      intro="What needs doing now: your follow-ups and the leads past their first-contact deadline. It refreshes by itself."
      // On a phone the first lead to call comes first.
      introOnPhones={false}
    >
      <TodayView />
      <Outlet />
    </AdminPage>
  )
}
