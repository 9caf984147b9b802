import { useState } from 'react'
import { functionalUpdate, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table'

const NONE: RowSelectionState = {}

/**
 * The selected rows (by inquiry id) of one page: another page, filter or sort starts with none selected,
 * so a bulk change never reaches rows the admin can no longer see.
 */
export function useRowSelection(pageKey: string): [RowSelectionState, OnChangeFn<RowSelectionState>] {
  const [state, setState] = useState({ pageKey, selection: NONE })
  const selection = state.pageKey === pageKey ? state.selection : NONE
  const setSelection: OnChangeFn<RowSelectionState> = (updater) =>
    setState((prev) => ({
      pageKey,
      selection: functionalUpdate(updater, prev.pageKey === pageKey ? prev.selection : NONE),
    }))
  return [selection, setSelection]
}
