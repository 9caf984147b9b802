/** docs/product.md §8: what a failed Google sign-in tells the visitor; other errors pass through unchanged. */
const MESSAGES: Record<string, string> = {
  'auth/unauthorized-domain':
    'This domain is not authorized for authentication. Please contact the administrator to add this domain to authorized domains in Firebase console.',
  'auth/popup-closed-by-user': 'Sign-in was canceled. Please try again.',
  'auth/cancelled-popup-request': 'Sign-in was canceled. Please try again.',
  'auth/popup-blocked':
    'The sign-in popup was blocked by your browser. Please enable popups for this site and try again.',
}

export const SIGN_IN_FALLBACK = 'There was a problem signing in with Google. Please try again.'

export function signInErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export function signInErrorMessage(err: unknown): string {
  const code = signInErrorCode(err)
  if (code && MESSAGES[code]) return MESSAGES[code]
  return err instanceof Error && err.message ? err.message : SIGN_IN_FALLBACK
}
