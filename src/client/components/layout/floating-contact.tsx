import { useEffect, useId, useRef, useState } from 'react'
import { Mail, MessageCircle, MessagesSquare, Phone, X } from 'lucide-react'
import { SITE } from '../../../shared/site'

const itemClass =
  'flex items-center gap-3 rounded-full bg-white py-2 pl-2 pr-4 text-sm font-semibold text-slate-800 shadow-lg ring-1 ring-slate-200 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'

/** The round contact button fixed bottom-right; it toggles call, WhatsApp and e-mail links (docs/product.md §2). */
export function FloatingContact() {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const c = SITE.floatingContact

  useEffect(() => {
    if (!open) return
    function onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    function onPointerDown(e: PointerEvent) {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <div
      ref={rootRef}
      className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3 print:hidden sm:bottom-6 sm:right-6"
    >
      <ul id={menuId} hidden={!open} aria-label="Contact options" className="flex flex-col items-end gap-2">
        <li>
          <a href={c.phoneHref} onClick={close} className={itemClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-blue-800 text-white"
            >
              <Phone className="h-4 w-4" />
            </span>
            <span>
              Call <span className="font-normal text-slate-600">{c.phone}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={c.whatsappHref} target="_blank" rel="noopener noreferrer" onClick={close} className={itemClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-emerald-700 text-white"
            >
              <MessageCircle className="h-4 w-4" />
            </span>
            WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={c.emailHref} onClick={close} className={itemClass}>
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-amber-500 text-slate-950"
            >
              <Mail className="h-4 w-4" />
            </span>
            E-mail us
          </a>
        </li>
      </ul>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Contact us"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-blue-800 text-white shadow-lg shadow-blue-900/30 transition-transform hover:scale-105 hover:bg-blue-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-300 motion-reduce:transition-none sm:h-14 sm:w-14"
      >
        {open ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <MessagesSquare aria-hidden="true" className="h-6 w-6" />
        )}
      </button>
    </div>
  )
}
