import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'
import { AdminSignInPrompt } from '../../components/admin/sign-in-prompt'

// Placeholder until the lazily loaded admin page and its guard arrive.
export const Route = createFileRoute('/admin/set-admin')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Grant Access',
      description: 'Grant administrator access to a signed-in team member.',
      noindex: true,
    }),
  component: SetAdminPage,
})

function SetAdminPage() {
  return <AdminSignInPrompt title="Grant admin access" />
}
