/** What the gate reads of a sign-in state (AuthProvider's AuthState). */
interface Settling {
  status: 'loading' | 'signed-in' | 'signed-out'
  checkingAdmin: boolean
  resolve: () => void
}

/**
 * The visitor's sign-in as the router sees it: AuthProvider publishes each state here, and a route's
 * beforeLoad waits on `settled()` (TanStack Router's authenticated routes). It lives in the router's context
 * rather than React's, because beforeLoad runs outside the component tree.
 */
export interface AuthGate<State extends Settling = Settling> {
  publish(state: State): void
  /** The state once sign-in has settled and, for a signed-in visitor, the admin check has answered. */
  settled(): Promise<State>
}

export function createAuthGate<State extends Settling>(): AuthGate<State> {
  let current: State | null = null
  const waiting = new Set<() => boolean>()
  return {
    publish(state) {
      current = state
      for (const check of waiting) if (check()) waiting.delete(check)
    },
    settled() {
      return new Promise((resolve) => {
        const check = () => {
          if (!current) return false
          // Loads Firebase if nothing has yet; once started, a no-op.
          current.resolve()
          if (current.status === 'loading' || current.checkingAdmin) return false
          resolve(current)
          return true
        }
        if (!check()) waiting.add(check)
      })
    },
  }
}
