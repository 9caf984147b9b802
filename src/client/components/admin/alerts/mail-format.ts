import { MAIL_STATE_LABELS, type MailState } from '../../../../shared/schemas/alerts'

/** The filter's words: beside the delivery notice, "Not sent" needs no reason repeated on its chip. */
export const MAIL_FILTER_LABELS: Record<MailState, string> = { ...MAIL_STATE_LABELS, held: 'Not sent' }

export const MAIL_COLUMNS = ['When', 'Type', 'To', 'Subject', 'State', 'Inquiry'] as const
