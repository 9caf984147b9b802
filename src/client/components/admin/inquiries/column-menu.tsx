import { useEffect, useId, useRef, useState } from 'react'
import { Columns3 } from 'lucide-react'
import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import { buttonClass } from '../../ui/button'
import type { InquiryTableModel } from './inquiry-features'
import { COLUMN_LABELS } from './inquiry-format'

/** "Columns": a checkbox per column the admin may hide; closes on Escape or a click elsewhere. */
export function ColumnMenu({ table }: { table: InquiryTableModel }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={buttonClass('outline', 'sm')}
      >
        <Columns3 className="size-4" aria-hidden="true" />
        Columns
      </button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute left-0 z-20 mt-2 w-56 space-y-1 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
        >
          <legend className="sr-only">Columns shown</legend>
          {table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => (
              <label key={column.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-blue-800"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {COLUMN_LABELS[column.id as InquiryColumn]}
              </label>
            ))}
        </fieldset>
      )}
    </div>
  )
}
