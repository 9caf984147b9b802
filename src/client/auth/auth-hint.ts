/**
 * A one-bit memory of "someone was signed in here", kept beside Firebase's own storage. Firebase needs
 * its SDK (tens of KB) to say who is signed in; the hint lets a signed-out visitor skip loading it at all,
 * and lets a signed-in one's first paint hide 'Enroll Now' instead of flashing it (see HINT_SCRIPT).
 */
const KEY = 'skillforge.signedIn'

export function readHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage can be off (private modes, policies); the hint is only an optimisation.
  }
  if (signedIn) document.documentElement.dataset.auth = 'in'
  else delete document.documentElement.dataset.auth
}

/** Runs in <head> before the first paint; styles.css hides the signed-out account actions under it. */
export const HINT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(KEY)})==='1')document.documentElement.dataset.auth='in'}catch(e){}`
