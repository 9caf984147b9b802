/**
 * Input is validated before it reaches the database, so a failing query means the database is away or
 * broken, never that the caller sent something wrong: callers answer 503, not 400 or 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

/**
 * A rule of the product refused the request (a stale page link, an owner who is not an admin): the
 * caller's mistake, answered 400, even when it is found inside a transaction.
 */
export class RefusedError extends Error {}

export async function guardDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof RefusedError) throw err
    throw new DatabaseUnavailableError(err)
  }
}
