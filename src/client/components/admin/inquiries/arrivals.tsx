import { useState } from 'react'
import { Bell } from 'lucide-react'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { formatCount } from '../admin-format'
import { useFallbackInterval } from '../live/live-state'

/** While the live stream is down; while it is live, each new inquiry's event asks again. */
const POLL_MS = 15_000

/**
 * Announces inquiries that arrive while the page is open. The first answer only sets the mark (the
 * newest inquiry at that moment, whatever the filters); later ones count what came after it. `seen` is
 * the newest id the table has shown, the cheapest starting point for that first count.
 */
export function Arrivals({ seen, onShow }: { seen: number | undefined; onShow: () => void }) {
  const [mark, setMark] = useState<number | null>(null)
  // The table refreshes itself on each new inquiry's event: one it shows is no news to announce.
  const afterId = mark === null ? (seen ?? 0) : Math.max(mark, seen ?? 0)
  const arrivals = adminTrpc.admin.inquiries.arrivals.useQuery(
    { afterId },
    { enabled: mark !== null || seen !== undefined, refetchInterval: useFallbackInterval(POLL_MS) },
  )
  const data = arrivals.data
  if (mark === null && data) setMark(data.latestId)
  const count = mark !== null && data ? data.count : 0

  return (
    <div aria-live="polite" aria-atomic="true">
      {count > 0 && (
        <p className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          <Bell className="size-4" aria-hidden="true" />
          <span className="font-semibold">
            {count === 1 ? '1 new inquiry arrived' : `${formatCount(count)} new inquiries arrived`}
          </span>
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => {
              setMark(data?.latestId ?? afterId)
              onShow()
            }}
          >
            Show
          </button>
        </p>
      )}
    </div>
  )
}
