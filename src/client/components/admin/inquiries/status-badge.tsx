import type { InquiryStatus } from '../../../../shared/inquiry-options'
import { STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { Badge } from '../../ui/badge'

type Tone = Parameters<typeof Badge>[0]['tone']

const TONES: Record<InquiryStatus, Tone> = {
  new: 'accent',
  contacted: 'primary',
  qualified: 'secondary',
  enrolled: 'success',
  closed: 'neutral',
  spam: 'neutral',
}

/** An inquiry's status as a coloured label; spam is struck through so it reads as discarded. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge tone={TONES[status]} className={status === 'spam' ? 'line-through' : ''}>
      {STATUS_LABELS[status]}
    </Badge>
  )
}
