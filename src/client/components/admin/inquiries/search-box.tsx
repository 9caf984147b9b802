import { useEffect, useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { ADMIN_INQUIRY_MESSAGES } from '../../../../shared/schemas/admin-inquiries'
import { FilterField, inputClass } from './filter-field'

const MIN = 3
const DEBOUNCE_MS = 300

/**
 * The text search. What is typed reaches the address 300 ms after the last key, replacing the entry
 * while typing goes on so the back button skips the keystrokes; under three characters nothing is
 * searched and the box says why.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string | undefined
  onSearch: (q: string | undefined, replace: boolean) => void
}) {
  const [draft, setDraft] = useState(value ?? '')
  const [seen, setSeen] = useState(value)
  // What this box sent and the address has not shown yet (null: nothing): its arrival must not undo
  // keys typed since.
  const [sent, setSent] = useState<string | undefined | null>(null)
  if (value !== seen) {
    setSeen(value)
    setSent(null)
    // Changed from elsewhere (back button, Clear filters): show what the address now says.
    if (value !== sent && (value ?? '') !== draft.trim()) setDraft(value ?? '')
  }
  const typing = useRef(false)
  // The latest callback, so that a parent's re-render does not restart the wait.
  const search = useRef(onSearch)
  useEffect(() => {
    search.current = onSearch
  })
  const q = draft.trim()
  const tooShort = q.length > 0 && q.length < MIN

  useEffect(() => {
    if (q === (value ?? '') || tooShort) return
    const timer = setTimeout(() => {
      setSent(q || undefined)
      search.current(q || undefined, typing.current)
      typing.current = true
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [q, tooShort, value])

  return (
    <form
      role="search"
      className="sm:col-span-2 lg:col-span-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (tooShort || q === (value ?? '')) return
        setSent(q || undefined)
        onSearch(q || undefined, false)
      }}
    >
      <FilterField label="Search" message={tooShort ? ADMIN_INQUIRY_MESSAGES.search : undefined}>
        {({ id, describedBy }) => (
          <span className="relative block">
            <Search className="absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
            <input
              id={id}
              type="search"
              value={draft}
              maxLength={100}
              autoComplete="off"
              placeholder="Name, e-mail or phone"
              aria-describedby={describedBy}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={() => {
                typing.current = false
              }}
              className={`${inputClass} pl-9`}
            />
          </span>
        )}
      </FilterField>
    </form>
  )
}
