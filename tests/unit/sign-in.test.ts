import { describe, expect, it } from 'vitest'
import { SIGN_IN_FALLBACK, signInErrorMessage } from '../../src/client/auth/sign-in-errors'
import { backOfficeRedirect } from '../../src/client/auth/back-office-redirect'
import { firstNameOf, initialsOf } from '../../src/shared/format'

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code })

describe('sign-in error messages', () => {
  it('maps the unauthorised domain, closed and blocked popups to the product texts', () => {
    expect(signInErrorMessage(firebaseError('auth/unauthorized-domain'))).toBe(
      'This domain is not authorized for authentication. Please contact the administrator to add this domain to authorized domains in Firebase console.',
    )
    expect(signInErrorMessage(firebaseError('auth/popup-closed-by-user'))).toBe(
      'Sign-in was canceled. Please try again.',
    )
    expect(signInErrorMessage(firebaseError('auth/popup-blocked'))).toBe(
      'The sign-in popup was blocked by your browser. Please enable popups for this site and try again.',
    )
  })
  it('passes other errors through unchanged, and falls back when there is no message', () => {
    expect(signInErrorMessage(firebaseError('auth/network-request-failed'))).toBe(
      'Firebase: Error (auth/network-request-failed).',
    )
    expect(signInErrorMessage(new Error(''))).toBe(SIGN_IN_FALLBACK)
    expect(signInErrorMessage('weird')).toBe(SIGN_IN_FALLBACK)
  })
})

describe('the redirect after sign-in', () => {
  it('follows back-office paths only', () => {
    expect(backOfficeRedirect('/admin/inquiries')).toBe('/admin/inquiries')
    expect(backOfficeRedirect('/admin')).toBe('/admin')
    expect(backOfficeRedirect('/admin/inquiries?source=e2e-1&q=%2298765%22')).toBe(
      '/admin/inquiries?source=e2e-1&q=%2298765%22',
    )
    for (const bad of [
      '//evil.example',
      'https://evil.example/admin',
      '/admin/../x',
      '/courses',
      '/admin?x=<b>',
      '/admin?x=1#//evil.example',
      42,
    ]) {
      expect(backOfficeRedirect(bad)).toBeUndefined()
    }
  })
})

describe('names in the header', () => {
  it('greets by the first word of the display name, or User', () => {
    expect(firstNameOf('Asha Rao')).toBe('Asha')
    expect(firstNameOf('  ravi  ')).toBe('ravi')
    expect(firstNameOf('')).toBe('User')
    expect(firstNameOf(null)).toBe('User')
  })
  it('shows the first two letters of the display name, capitalised, or none', () => {
    expect(initialsOf('asha rao kumar')).toBe('AS')
    expect(initialsOf(' Meera')).toBe('ME')
    expect(initialsOf('J')).toBe('J')
    expect(initialsOf('   ')).toBe('')
    expect(initialsOf(null)).toBe('')
  })
})
