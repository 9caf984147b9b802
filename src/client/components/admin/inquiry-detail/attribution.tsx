import type { InquiryDetail } from '../../../lib/router-types'
import { FieldList, FieldRow, NotGiven } from './field-list'

/** Only web addresses become links: a referrer is whatever the visitor's browser sent. */
function webAddress(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

function Address({ value }: { value: string | null }) {
  if (!value) return <NotGiven />
  const href = webAddress(value)
  if (!href) return <span className="break-all">{value}</span>
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="break-all text-blue-800 underline underline-offset-2 hover:text-blue-900"
    >
      {value}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/** Where the lead came from: the campaign's UTM tags and the pages before and at arrival. */
export function Attribution({ attribution }: { attribution: InquiryDetail['attribution'] }) {
  return (
    <FieldList label="Attribution">
      <FieldRow label="UTM source">{attribution.utmSource ?? <NotGiven />}</FieldRow>
      <FieldRow label="UTM medium">{attribution.utmMedium ?? <NotGiven />}</FieldRow>
      <FieldRow label="UTM campaign">{attribution.utmCampaign ?? <NotGiven />}</FieldRow>
      <FieldRow label="Referrer">
        <Address value={attribution.referrer} />
      </FieldRow>
      <FieldRow label="Landing page">
        <Address value={attribution.landingPage} />
      </FieldRow>
    </FieldList>
  )
}
