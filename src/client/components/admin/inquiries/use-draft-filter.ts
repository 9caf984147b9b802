import { useState, type ChangeEvent, type KeyboardEvent } from 'react'

/**
 * A typed filter's box: its text follows the applied value when that changes elsewhere (a link, Clear
 * filters, Back), with `onReset` told, and is applied on Enter or on leaving the box, so that each applied
 * filter is one step in the history rather than one per keystroke. Answers the input's props.
 */
export function useDraftFilter(applied: string, apply: (text: string) => void, onReset?: () => void) {
  const [draft, setDraft] = useState(applied)
  const [seen, setSeen] = useState(applied)
  if (applied !== seen) {
    setSeen(applied)
    setDraft(applied)
    onReset?.()
  }
  return {
    value: draft,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.target.value),
    onBlur: () => apply(draft),
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key !== 'Enter') return
      e.preventDefault()
      apply(draft)
    },
  }
}
