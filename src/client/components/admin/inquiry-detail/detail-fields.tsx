import {
  courseLevelLabel,
  educationLabel,
  inquiryProgramLabel,
  inquiryTypeLabel,
} from '../../../../shared/value-labels'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryDetail } from '../../../lib/router-types'
import { FieldList, FieldRow, NotGiven } from './field-list'
import { channelText } from '../inquiries/inquiry-format'
import { useContactUsed } from './use-contact-used'
import { When } from './when'

function Optional({ value }: { value: string | null }) {
  return value ? <>{value}</> : <NotGiven />
}

/** Everything the lead sent, as they sent it; the e-mail and phone are links, logged as quick actions. */
export function DetailFields({ detail }: { detail: InquiryDetail }) {
  const { courseDetails } = detail
  const logUse = useContactUsed()
  return (
    <FieldList label="Inquiry details">
      <FieldRow label="Kind">{KIND_LABELS[detail.kind]}</FieldRow>
      <FieldRow label="Received">
        <When iso={detail.createdAt} />
      </FieldRow>
      <FieldRow label="Name">{detail.fullName}</FieldRow>
      {/* An erased inquiry keeps a placeholder address only so that it is nobody's: nothing to show or mail. */}
      <FieldRow label="E-mail">
        {detail.anonymisedAt ? (
          'Erased'
        ) : (
          <a
            href={`mailto:${detail.email}`}
            onClick={() => logUse(detail.id, 'email')}
            className="text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {detail.email}
          </a>
        )}
      </FieldRow>
      <FieldRow label="Phone">
        {detail.anonymisedAt ? (
          'Erased'
        ) : (
          <a
            href={`tel:${detail.phone.replace(/[^\d+]/g, '')}`}
            onClick={() => logUse(detail.id, 'call')}
            className="text-blue-800 underline underline-offset-2 hover:text-blue-900"
          >
            {detail.phone}
          </a>
        )}
      </FieldRow>
      {/* A contact message keeps its subject where the other forms keep the program. */}
      <FieldRow label={detail.kind === 'contact' ? 'Subject' : 'Program'}>
        {inquiryProgramLabel(detail.kind, detail.program)}
      </FieldRow>
      <FieldRow label="Education">{detail.education ? educationLabel(detail.education) : <NotGiven />}</FieldRow>
      <FieldRow label="Inquiry type">
        {detail.inquiryType ? inquiryTypeLabel(detail.inquiryType) : <NotGiven />}
      </FieldRow>
      <FieldRow label="Message">
        {detail.message ? <p className="whitespace-pre-wrap">{detail.message}</p> : <NotGiven />}
      </FieldRow>
      <FieldRow label="Course level">
        <Optional value={courseDetails.level && courseLevelLabel(courseDetails.level)} />
      </FieldRow>
      <FieldRow label="Course duration">
        <Optional value={courseDetails.duration} />
      </FieldRow>
      <FieldRow label="Channel">{channelText(detail.channel, detail.source)}</FieldRow>
      <FieldRow label="Reference">#{detail.id}</FieldRow>
    </FieldList>
  )
}
