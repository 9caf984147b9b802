/**
 * RETENTION_MONTHS when unset: how long a closed inquiry's personal data is kept (docs/decisions/0012).
 * Apart from legal.ts so that the root route can name it without bundling the policy's text.
 */
export const DEFAULT_RETENTION_MONTHS = 24
