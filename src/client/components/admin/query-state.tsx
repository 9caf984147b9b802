import type { ReactNode } from 'react'
import { buttonClass } from '../ui/button'

interface QueryLike<T> {
  data: T | undefined
  error: { message: string } | null
  isPending: boolean
  refetch: () => unknown
}

/** A back-office query's three faces: loading, failed (with Retry), or its data. */
export function QueryState<T>({
  query,
  loading,
  children,
}: {
  query: QueryLike<T>
  loading: string
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return children(query.data)
  if (query.error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        {query.error.message}{' '}
        <button type="button" onClick={() => query.refetch()} className={buttonClass('outline', 'sm', 'ml-2')}>
          Retry
        </button>
      </p>
    )
  }
  return (
    <p role="status" className="text-sm text-slate-600">
      {loading}
    </p>
  )
}
