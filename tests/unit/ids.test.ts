import { describe, expect, it } from 'vitest'
import { parseId } from '../../src/shared/ids'

describe('parseId', () => {
  it('reads canonical positive integers from strings and numbers', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('42')).toBe(42)
    expect(parseId(7)).toBe(7)
  })
  it.each(['0', '01', '1.5', '1e0', ' 1', 'abc', '', '-1', '1234567890'])('rejects the string %j', (raw) => {
    expect(parseId(raw)).toBeUndefined()
  })
  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, null, undefined, {}, [1]])('rejects %j', (raw) => {
    expect(parseId(raw)).toBeUndefined()
  })
})
