import { useRef, useState } from 'react'
import type { ContactChannel } from '../../../../shared/schemas/admissions'
import type { InquiryDetail } from '../../../lib/router-types'
import { ContactActions } from './contact-actions'
import { ContactLogForm } from './contact-log-form'
import { ColleagueNote } from '../live/colleague-note'

/**
 * The quick actions and the log of what came of them, together: after a call, message or e-mail the
 * form asks how it went, on that channel, with the keyboard already on the outcome.
 */
export function ContactDesk({ detail }: { detail: InquiryDetail }) {
  const [channel, setChannel] = useState<ContactChannel>('call')
  const [prompt, setPrompt] = useState<ContactChannel | null>(null)
  const outcome = useRef<HTMLInputElement>(null)

  function afterAction(used: ContactChannel) {
    setChannel(used)
    setPrompt(used)
    // Focus moves without cancelling the link: the dialler, WhatsApp's tab or the mail app still opens.
    outcome.current?.focus({ preventScroll: true })
    outcome.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }

  return (
    <div className="space-y-4">
      {detail.anonymisedAt ? (
        <p className="text-sm text-slate-700">No quick actions: the personal data was erased.</p>
      ) : detail.doNotContactSince ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          Do not contact: this person asked not to be contacted. Quick actions are hidden and reminders leave them out;
          see Personal data below.
        </p>
      ) : (
        <ContactActions detail={detail} onAction={afterAction} />
      )}
      <ColleagueNote inquiryId={detail.id} actions={['contact']} />
      <ContactLogForm
        inquiryId={detail.id}
        channel={channel}
        onChannelChange={setChannel}
        prompt={prompt}
        onLogged={() => {
          setChannel('call')
          setPrompt(null)
        }}
        outcomeRef={outcome}
      />
    </div>
  )
}
