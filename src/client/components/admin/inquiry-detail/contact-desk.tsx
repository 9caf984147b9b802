import { useRef, useState } from 'react'
import type { ContactChannel } from '../../../../shared/schemas/admissions'
import type { InquiryDetail } from '../../../../server/inquiries/admin-inquiry-types'
import { ContactActions } from './contact-actions'
import { ContactLogForm } from './contact-log-form'

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
      <ContactActions detail={detail} onAction={afterAction} />
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
