import type { CSSProperties } from 'react'
import type { InquiryColumnMeta } from './inquiry-features'

interface LaidColumn {
  id: string
  /** Fixed width in px; undefined for a column that shares what the fixed ones leave. */
  width: number | undefined
  /** Offset from the frame's left edge for a column that stays in view while the table scrolls. */
  left: number | undefined
}

export interface ColumnLayout {
  columns: LaidColumn[]
  /** Below this the table stops shrinking and scrolls sideways inside its frame. */
  minWidth: number
  /** A cell's class and style: `className`, and in a sticky column its offset and `stickyBackground`. */
  cell(id: string, className: string, stickyBackground: string): { className: string; style?: CSSProperties }
}

/**
 * The desk table's fixed layout for the visible columns. A sticky column's offset is the widths of the
 * sticky columns before it, so those must be fixed-width (the select box is; the name, which grows, is last).
 */
export function columnLayout(
  visible: ReadonlyArray<{ id: string; columnDef: { meta?: InquiryColumnMeta } }>,
): ColumnLayout {
  let minWidth = 0
  let stickyWidth = 0
  const columns = visible.map(({ id, columnDef: { meta } }): LaidColumn => {
    const width = meta?.width ?? 0
    const left = meta?.sticky ? stickyWidth : undefined
    if (meta?.sticky) stickyWidth += width
    minWidth += width
    return { id, width: meta?.grows || !width ? undefined : width, left }
  })
  const lastSticky = columns.findLast((c) => c.left !== undefined)?.id
  const byId = new Map(columns.map((c) => [c.id, c]))
  return {
    columns,
    minWidth,
    cell(id, className, stickyBackground) {
      const left = byId.get(id)?.left
      if (left === undefined) return { className }
      // Opaque, above the cells that scroll under it; the last one's edge marks where they disappear.
      const edge = id === lastSticky ? ' shadow-[1px_0_0_var(--color-slate-200)]' : ''
      return { className: `${className} sticky z-10 ${stickyBackground}${edge}`, style: { left } }
    },
  }
}
