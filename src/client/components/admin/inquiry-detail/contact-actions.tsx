import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react'
import type { ContactChannel } from '../../../../shared/schemas/admissions'
import { contactTemplate, firstNameOf, mailtoHref } from '../../../../shared/contact-templates'
import { telHref, whatsappHref } from '../../../../shared/phone'
import type { InquiryDetail } from '../../../lib/router-types'
import { buttonClass } from '../../ui/button'
import { useContactUsed } from './use-contact-used'

interface Action {
  channel: ContactChannel
  href: string
  label: string
  name: string
  Icon: LucideIcon
  /** WhatsApp opens in a tab of its own, so the drawer stays open behind it to log what happened. */
  newTab?: boolean
}

/**
 * One tap to call, message or e-mail the lead, with a message prefilled for the kind of inquiry. Each use
 * is logged (it reads the lead's phone or e-mail) and tells `onAction` which channel was used, so that the
 * detail can ask how it went.
 */
export function ContactActions({
  detail,
  onAction,
}: {
  detail: Pick<InquiryDetail, 'id' | 'kind' | 'fullName' | 'program' | 'phone' | 'email'>
  onAction: (channel: ContactChannel) => void
}) {
  const logUse = useContactUsed()
  const name = firstNameOf(detail.fullName)
  const template = contactTemplate({ kind: detail.kind, fullName: detail.fullName, program: detail.program })
  const whatsapp = whatsappHref(detail.phone, template.whatsapp)
  const actions: Action[] = [
    { channel: 'call', href: telHref(detail.phone), label: 'Call', name: `Call ${name}`, Icon: Phone },
    ...(whatsapp
      ? [
          {
            channel: 'whatsapp' as const,
            href: whatsapp,
            label: 'WhatsApp',
            name: `WhatsApp ${name}`,
            Icon: MessageCircle,
            newTab: true,
          },
        ]
      : []),
    {
      channel: 'email',
      href: mailtoHref(detail.email, template),
      label: 'E-mail',
      name: `E-mail ${name}`,
      Icon: Mail,
    },
  ]

  return (
    <div className="space-y-2">
      {/* Tiles on a phone, icon over label, so that three fit across; a row of buttons on a wider screen. */}
      <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" aria-label="Quick actions">
        {actions.map(({ channel, href, label, name: accessibleName, Icon, newTab }) => (
          <li key={channel}>
            <a
              href={href}
              aria-label={accessibleName}
              onClick={() => {
                logUse(detail.id, channel)
                onAction(channel)
              }}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={buttonClass('outline', 'sm', 'min-h-14 w-full flex-col sm:min-h-11 sm:w-auto sm:flex-row')}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      {!whatsapp && <p className="text-sm text-slate-600">No WhatsApp: this number cannot be a mobile.</p>}
    </div>
  )
}
