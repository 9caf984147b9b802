import { describe, expect, it } from 'vitest'
import { withoutTrailingSlashes } from '../../src/shared/paths'

describe('a path without its trailing slashes', () => {
  it('drops every trailing slash and nothing else', () => {
    expect(withoutTrailingSlashes('/admin/')).toBe('/admin')
    expect(withoutTrailingSlashes('/admin//')).toBe('/admin')
    expect(withoutTrailingSlashes('/courses/1')).toBe('/courses/1')
    expect(withoutTrailingSlashes('//a//b')).toBe('//a//b')
    expect(withoutTrailingSlashes('/')).toBe('')
    expect(withoutTrailingSlashes('')).toBe('')
    expect(withoutTrailingSlashes(`${'/'.repeat(100_000)}x`)).toBe(`${'/'.repeat(100_000)}x`)
  })
})
