import { Outlet, createFileRoute } from '@tanstack/react-router'

/**
 * Pathless layout for the focused, full-screen flows (sign-in, enrolment, password reset): the product
 * hides the site's header, footer and floating contact button there so nothing pulls the visitor away.
 */
export const Route = createFileRoute('/_focus')({
  component: () => (
    <main id="main">
      <Outlet />
    </main>
  ),
})
