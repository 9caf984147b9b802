import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { ChevronDown } from 'lucide-react'

export interface MenuAction {
  label: string
  onSelect: () => void
}

/**
 * A tab's menu (Rename, default, move, Remove): a menu button and its menu, by the WAI-ARIA menu button
 * pattern. Arrow keys, Home and End move between the items, Escape closes and goes back to the button,
 * Tab or a click elsewhere closes. Choosing an item closes the menu before the item's action runs.
 */
export function ViewMenu({
  label,
  actions,
  triggerRef,
}: {
  /** The button's accessible name, e.g. "Options for This week". */
  label: string
  actions: MenuAction[]
  triggerRef: Ref<HTMLButtonElement>
}) {
  const [open, setOpen] = useState(false)
  const [startAt, setStartAt] = useState<'first' | 'last'>('first')
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const items = useRef<Array<HTMLButtonElement | null>>([])

  useEffect(() => {
    if (!open) return
    items.current[startAt === 'first' ? 0 : actions.length - 1]?.focus()
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open, startAt, actions.length])

  function show(at: 'first' | 'last') {
    setStartAt(at)
    setOpen(true)
  }

  function onButtonKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      show(e.key === 'ArrowDown' ? 'first' : 'last')
    }
  }

  function onMenuKey(e: KeyboardEvent<HTMLDivElement>) {
    const at = items.current.findIndex((el) => el === document.activeElement)
    const count = actions.length
    let next: number | undefined
    if (e.key === 'ArrowDown') next = (at + 1) % count
    else if (e.key === 'ArrowUp') next = (at - 1 + count) % count
    else if (e.key === 'Home') next = 0
    else if (e.key === 'End') next = count - 1
    else if (e.key === 'Escape') {
      // Handled here, so a dialog or drawer behind the menu does not close too.
      e.preventDefault()
      e.stopPropagation()
      setOpen(false)
      button.current?.focus()
      return
    } else if (e.key === 'Tab') {
      setOpen(false)
      return
    }
    if (next === undefined) return
    e.preventDefault()
    items.current[next]?.focus()
  }

  function choose(action: MenuAction) {
    setOpen(false)
    button.current?.focus()
    action.onSelect()
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={(el) => {
          button.current = el
          if (typeof triggerRef === 'function') triggerRef(el)
          else if (triggerRef) triggerRef.current = el
        }}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKey}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:outline-none"
      >
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute left-0 z-30 mt-1 w-52 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {actions.map((action, i) => (
            <button
              key={action.label}
              ref={(el) => {
                items.current[i] = el
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => choose(action)}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
