import { describe, it, expect } from 'vitest'
import { TRPCClientError } from '@trpc/client'
import type { ErrorOption, FieldErrors } from 'react-hook-form'
import { firstInvalid, formError, showRefusal } from '../../src/client/components/admin/admin-form'

const FIELDS = ['dueAt', 'note'] as const

function refusal(message: string, fieldErrors: Record<string, string> | null): TRPCClientError<never> {
  const data = { code: 'BAD_REQUEST', fieldErrors }
  return new TRPCClientError(message, { result: { error: { code: -32600, message, data } } } as never)
}

describe('formError', () => {
  it('gives the message about an input no field shows, else the server’s word for the form', () => {
    const errors: FieldErrors = {
      dueAt: { type: 'custom', message: 'Pick a time.' },
      filters: { status: { type: 'custom', message: 'Unknown status.' } },
    }
    expect(formError(errors, FIELDS)).toBe('Unknown status.')
    expect(formError({ root: { server: { type: 'server', message: 'That inquiry no longer exists.' } } }, FIELDS)).toBe(
      'That inquiry no longer exists.',
    )
    expect(formError({ note: { type: 'custom', message: 'Too long.' } }, FIELDS)).toBeUndefined()
  })
})

describe('firstInvalid', () => {
  it('follows the form’s order', () => {
    expect(firstInvalid({ note: { type: 'x' }, dueAt: { type: 'x' } }, FIELDS)).toBe('dueAt')
    expect(firstInvalid({}, FIELDS)).toBeUndefined()
  })
})

describe('showRefusal', () => {
  function collect() {
    const set: Record<string, string | undefined> = {}
    return { set, form: { setError: (name: string, error: ErrorOption) => void (set[name] = error.message) } }
  }
  it('puts a field’s message beside it and the rest under the form', () => {
    const { set, form } = collect()
    const first = showRefusal(form, refusal('Bad', { note: 'Keep the note short.', id: 'No such inquiry.' }), FIELDS)
    expect(first).toBe('note')
    expect(set).toEqual({ note: 'Keep the note short.', 'root.server': 'No such inquiry.' })
  })
  it('puts a refusal about no field under the form, in the server’s words', () => {
    const { set, form } = collect()
    expect(showRefusal(form, refusal('That inquiry no longer exists.', null), FIELDS)).toBeUndefined()
    expect(set).toEqual({ 'root.server': 'That inquiry no longer exists.' })
  })
})
