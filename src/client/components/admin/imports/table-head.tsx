import type { ReactNode } from 'react'

export interface HeadCell {
  label: ReactNode
  /** Figures: right-aligned, as their cells are. */
  numeric?: boolean
}

/** The header row of the imports' tables (the imports, the columns, the preview, the errors). */
export function TableHead({ cells }: { cells: ReadonlyArray<HeadCell | string> }) {
  return (
    <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
      <tr>
        {cells.map((cell, i) => {
          const { label, numeric } = typeof cell === 'string' ? { label: cell, numeric: false } : cell
          return (
            <th key={i} scope="col" className={`px-3 py-2 whitespace-nowrap ${numeric ? 'text-right' : ''}`}>
              {label}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}
