/**
 * Where /login sends someone after sign-in when a back-office page sent them there: only a path of the
 * back office is followed, so a crafted link can't bounce a fresh sign-in to another site.
 */
export function backOfficeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/admin(\/[\w-]+)*$/.test(value) ? value : undefined
}
