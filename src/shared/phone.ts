/**
 * Indian phone numbers as people type them: "+91 98765 43210", "098765-43210", "9876543210". One
 * reading of them for the back office's quick actions (and, later, for telling one person's inquiries apart).
 */

/** The ten digits of an Indian mobile number (it starts 6-9), or null when `phone` cannot be one. */
export function indianMobile(phone: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(phone.trim())) return null
  let digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) {
    if (!digits.startsWith('91')) return null
    digits = digits.slice(2)
  } else if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4)
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return /^[6-9]\d{9}$/.test(digits) ? digits : null
}

/** A tel: link: an Indian mobile with +91, anything else with its own digits (and its + if it had one). */
export function telHref(phone: string): string {
  const mobile = indianMobile(phone)
  if (mobile) return `tel:+91${mobile}`
  const digits = phone.replace(/\D/g, '')
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

/** WhatsApp's click-to-chat link with a prefilled message; null when the number cannot be a mobile. */
export function whatsappHref(phone: string, text: string): string | null {
  const mobile = indianMobile(phone)
  return mobile ? `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}` : null
}
