/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. Sharp work runs on the
 * libuv thread pool that static files and compression also use, so renders must never take all of it.
 */
export function concurrencyLimit(limit: number) {
  let active = 0
  const waiting: Array<() => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active--
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < limit) active++
    // The slot is handed over directly by `release`, so `active` stays counted while we wait.
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      release()
    }
  }
}
