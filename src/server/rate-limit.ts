/**
 * Fixed-window counter per key (an API key, a client IP). In memory: one process serves the site, and a
 * restart forgetting the counts is harmless.
 */
export function createRateLimiter({ limit, windowMs = 60_000 }: { limit: number; windowMs?: number }) {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = Date.now()

  return {
    /** Counts one request; `allowed` false once the key used up its window. */
    hit(key: string, now = Date.now()): { allowed: boolean; remaining: number; retryAfterSeconds: number } {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k)
        lastSweep = now
      }
      let w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 }
        windows.set(key, w)
      }
      w.count++
      return {
        allowed: w.count <= limit,
        remaining: Math.max(0, limit - w.count),
        retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)),
      }
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
