import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { parseId } from '../../../../shared/ids'
import { seo } from '../../../lib/seo'
import { InquiryDetail } from '../../../components/admin/inquiry-detail/inquiry-detail'

/** One inquiry, in a drawer over the table (the parent route), which keeps its filters and page. */
export const Route = createFileRoute('/admin/inquiries/$inquiryId')({
  head: (ctx) =>
    seo(ctx, {
      title: 'Admin: Inquiry',
      description: 'One inquiry: its details, triage and history.',
      noindex: true,
    }),
  component: InquiryDetailPage,
})

function InquiryDetailPage() {
  const { inquiryId } = Route.useParams()
  const navigate = Route.useNavigate()
  // Back to the table exactly as it was: same filters, sort and page.
  const close = useCallback(() => void navigate({ to: '/admin/inquiries', search: (s) => s }), [navigate])
  const id = parseId(inquiryId)
  // Keyed: another inquiry is a fresh drawer (its own focus, its own "mark as read").
  return <InquiryDetail key={inquiryId} id={id} onClose={close} />
}
