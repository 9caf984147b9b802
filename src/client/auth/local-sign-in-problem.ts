import { useSyncExternalStore } from 'react'
import type { PublicConfig } from '../../shared/public-config'
import { localSignInProblem } from '../../shared/local-sign-in'

// A page's address doesn't change under it.
const noChanges = () => () => {}

/**
 * Why local sign-in can't work at the address this page was opened at, or null. The server renders null (it
 * can't tell which address the visitor typed); the browser settles it as it hydrates.
 */
export function useLocalSignInProblem({ auth, publicOrigin }: Pick<PublicConfig, 'auth' | 'publicOrigin'>) {
  const emulatorUrl = auth.available ? auth.emulatorUrl : undefined
  return useSyncExternalStore(
    noChanges,
    () => localSignInProblem(emulatorUrl, publicOrigin, window.location),
    () => null,
  )
}
