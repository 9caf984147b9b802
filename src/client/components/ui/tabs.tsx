import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem<T extends string> {
  value: T
  label: ReactNode
  disabled?: boolean
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between enabled tabs; only the selected tab is in the
 * tab order. Controlled, so a page can keep the selection in its URL or state.
 */
export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  children,
  className = '',
}: {
  items: TabItem<T>[]
  value: T
  onChange: (value: T) => void
  label: string
  children: ReactNode
  className?: string
}) {
  const id = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  const enabled = items.filter((i) => !i.disabled)

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>) {
    const at = enabled.findIndex((i) => i.value === value)
    let next: TabItem<T> | undefined
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = enabled[(at + 1) % enabled.length]
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = enabled[(at - 1 + enabled.length) % enabled.length]
    else if (e.key === 'Home') next = enabled[0]
    else if (e.key === 'End') next = enabled[enabled.length - 1]
    if (!next) return
    e.preventDefault()
    onChange(next.value)
    refs.current[next.value]?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {items.map((item) => {
          const selected = item.value === value
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[item.value] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.value)}
              onKeyDown={onKeyDown}
              className={`rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 disabled:cursor-not-allowed disabled:text-slate-500 ${
                selected ? 'bg-blue-800 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${value}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  )
}
