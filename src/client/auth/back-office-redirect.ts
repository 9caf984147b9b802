/**
 * Where /login sends someone after sign-in when a back-office page sent them there: only a path of the
 * back office is followed (with its query, so a shared link to a filtered table survives the sign-in), so
 * a crafted link can't bounce a fresh sign-in to another site.
 */
export function backOfficeRedirect(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 2000 && /^\/admin(\/[\w-]+)*(\?[\w%&=+.~-]*)?$/.test(value)
    ? value
    : undefined
}
