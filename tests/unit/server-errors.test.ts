import { describe, it, expect } from 'vitest'
import { TRPCClientError } from '@trpc/client'
import { firstServerFieldError, serverErrorCode, serverFieldErrors } from '../../src/client/lib/server-errors'

/** A refusal as the tRPC client hands it over: the server's error shape in `data`. */
function refusal(data: unknown): TRPCClientError<never> {
  return new TRPCClientError('Refused', { result: { error: { code: -32600, message: 'Refused', data } } } as never)
}

describe('serverFieldErrors', () => {
  it("reads the server's message for each field", () => {
    const err = refusal({ code: 'BAD_REQUEST', fieldErrors: { name: 'Give the view a name.', 'filters.status': 'No' } })
    expect(serverFieldErrors(err)).toEqual({ name: 'Give the view a name.', 'filters.status': 'No' })
    expect(firstServerFieldError(err)).toBe('Give the view a name.')
  })
  it('gives nothing for a refusal about no field, or an error that never reached the server', () => {
    expect(serverFieldErrors(refusal({ code: 'FORBIDDEN', fieldErrors: null }))).toEqual({})
    expect(serverFieldErrors(new TypeError('Failed to fetch'))).toEqual({})
    expect(serverFieldErrors(null)).toEqual({})
    expect(firstServerFieldError(refusal({ code: 'NOT_FOUND' }))).toBeNull()
  })
  it('ignores anything that is not a message', () => {
    expect(serverFieldErrors(refusal({ fieldErrors: { name: 42, email: 'Enter an e-mail.' } }))).toEqual({
      email: 'Enter an e-mail.',
    })
  })
})

describe('serverErrorCode', () => {
  it("reads the server's code", () => {
    expect(serverErrorCode(refusal({ code: 'TOO_MANY_REQUESTS' }))).toBe('TOO_MANY_REQUESTS')
    expect(serverErrorCode(new Error('offline'))).toBeNull()
  })
})
