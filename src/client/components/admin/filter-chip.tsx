/** A toggle of one value of a filter, with how many rows that value holds when it is known. */
export function FilterChip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string
  /** Already formatted ("1,234", or "…" while loading); none for a value that is not counted. */
  count?: string
  pressed: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${
        pressed ? 'bg-blue-800 text-white ring-blue-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {label}
      {count !== undefined && (
        <span className={`tabular-nums ${pressed ? 'text-blue-100' : 'text-slate-600'}`}>{count}</span>
      )}
    </button>
  )
}
