import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { parseId } from '../../../../shared/ids'
import { seo } from '../../../lib/seo'
import { InquiryDetail } from '../../../components/admin/inquiry-detail/inquiry-detail'

/** One inquiry, in the table's drawer, over My day (the parent route). */
export const Route = createFileRoute('/admin/today/$inquiryId')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Inquiry',
      description: 'One inquiry: its details, triage and history.',
      noindex: true,
    }),
  component: TodayInquiryPage,
})

function TodayInquiryPage() {
  const { inquiryId } = Route.useParams()
  const navigate = Route.useNavigate()
  // Back to My day; whatever was done in the drawer has already refreshed its lists (use-triage.ts).
  const close = useCallback(() => void navigate({ to: '/admin/today', resetScroll: false }), [navigate])
  const id = parseId(inquiryId)
  // Keyed: another inquiry is a fresh drawer (its own focus, its own "mark as read").
  return <InquiryDetail key={inquiryId} id={id} onClose={close} />
}
