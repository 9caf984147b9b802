import { createFileRoute } from '@tanstack/react-router'
import { seo } from '../../lib/seo'

/**
 * /admin itself: the layout's guard sends each member on to their role's home (a counsellor to My day,
 * marketing to Reports, the others to Inquiries), so the site's Admin link needs no role of its own.
 */
export const Route = createFileRoute('/admin/')({
  head: (ctx) => seo(ctx, { title: 'Admin', description: 'The back office of the site.', noindex: true }),
})
