import { useState } from 'react'
import type { InquiryDetail } from '../../../lib/router-types'
import { SITE_CONSENT_NOTICE, linkedSentence } from '../../../../shared/schemas/privacy'
import { buttonClass } from '../../ui/button'
import { notify } from '../../../lib/notify'
import { useExportPersonalData, useSetDoNotContact } from '../privacy/use-person-requests'
import { EraseDialog } from '../privacy/erase-dialog'
import { usePermissions } from '../use-permissions'
import { FieldList, FieldRow } from './field-list'
import { When } from './when'

/**
 * The person's data and their rights over it (docs/decisions/0012): the consent on record, do-not-contact,
 * and access and erasure for this inquiry's e-mail and mobile: every inquiry holding either, and nothing
 * merely linked to them (docs/decisions/0016). Only an owner acts on them; the others read the record.
 */
export function PrivacyPanel({ detail }: { detail: InquiryDetail }) {
  const manages = usePermissions().can('privacy.manage')
  if (detail.anonymisedAt) {
    return (
      <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
        The personal data of this inquiry was erased <When iso={detail.anonymisedAt} />. What remains is anonymous:
        kind, program, status, owner and dates.
      </p>
    )
  }

  return (
    <div className="space-y-4">
      <PersonalDataRecord detail={detail} />
      {manages ? (
        <PrivacyActions detail={detail} />
      ) : (
        <p className="text-sm text-slate-600">
          An owner handles the person's requests: a copy, erasure, do not contact.
        </p>
      )}
    </div>
  )
}

function PersonalDataRecord({ detail }: { detail: InquiryDetail }) {
  return (
    <FieldList label="Personal data">
      <FieldRow label="Consent">
        {detail.consent ? (
          <span>
            <When iso={detail.consent.at} />
            <span className="block text-slate-600">
              to {detail.consent.notice ?? 'an unnamed notice'}
              {detail.channel === 'site' && detail.consent.notice !== SITE_CONSENT_NOTICE && ' (an earlier notice)'}
            </span>
          </span>
        ) : (
          <span>Not recorded (sent without consent by a legacy system)</span>
        )}
      </FieldRow>
      <FieldRow label="Do not contact">
        {detail.doNotContactSince ? (
          <span>
            Asked <When iso={detail.doNotContactSince} />
          </span>
        ) : (
          'No'
        )}
      </FieldRow>
    </FieldList>
  )
}

/** Do not contact, the export and the erasure: each a procedure only an owner may call. */
function PrivacyActions({ detail }: { detail: InquiryDetail }) {
  const [erasing, setErasing] = useState(false)
  // The inquiry names the person, so a refusal is never about a typed field: it goes in a toast.
  const exporting = useExportPersonalData(
    (message) => notify({ title: 'Export failed', description: message }),
    // Not followed (docs/decisions/0016): the privacy page exports them when added on purpose.
    (linked) => {
      if (linked.length) notify({ title: 'Linked, not included', description: linked.map(linkedSentence).join('. ') })
    },
  )
  const marking = useSetDoNotContact((message) => notify({ title: 'Do not contact not changed', description: message }))
  const dnc = detail.doNotContactSince !== null
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={marking.isPending}
          onClick={() => marking.mutate({ inquiryId: detail.id, value: !dnc })}
          className={buttonClass('outline', 'sm')}
        >
          {dnc ? 'Allow contact' : 'Mark do not contact'}
        </button>
        <button
          type="button"
          disabled={exporting.isPending}
          onClick={() =>
            // This inquiry's own e-mail and mobile, as its erasure takes them.
            exporting.mutate({
              email: detail.email,
              ...(detail.phone.replace(/[^0-9]/g, '').length >= 10 && { phone: detail.phone }),
            })
          }
          className={buttonClass('outline', 'sm')}
        >
          {exporting.isPending ? 'Exporting…' : 'Export data'}
        </button>
        <button type="button" onClick={() => setErasing(true)} className={buttonClass('outline', 'sm', 'text-red-800')}>
          Erase personal data…
        </button>
      </div>
      <EraseDialog
        target={{ inquiryId: detail.id }}
        confirmText={detail.email}
        open={erasing}
        onClose={() => setErasing(false)}
      />
    </>
  )
}
