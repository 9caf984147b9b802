import { describe, expect, it } from 'vitest'
import { emulatorSources, emulatorUrlForPage, isLoopbackHost, localSignInProblem } from '../../src/shared/local-sign-in'
import { loadConfig } from '../../src/server/config'
import { toPublicConfig } from '../../src/server/pages/public-config'

const EMULATOR = 'http://localhost:9099'
const page = (hostname: string, port = '3000') => ({ hostname, port })

describe('where a page reaches the Auth emulator', () => {
  it('reaches a local emulator under the loopback name the page was opened on', () => {
    expect(emulatorUrlForPage(EMULATOR, '127.0.0.1')).toBe('http://127.0.0.1:9099')
    expect(emulatorUrlForPage(EMULATOR, 'localhost')).toBe('http://localhost:9099')
    expect(emulatorUrlForPage('http://127.0.0.1:9099', 'LOCALHOST')).toBe('http://localhost:9099')
    expect(emulatorUrlForPage(EMULATOR, '[::1]')).toBe('http://[::1]:9099')
  })

  it('cannot reach a local emulator from another machine', () => {
    expect(emulatorUrlForPage(EMULATOR, '192.168.1.20')).toBeNull()
    expect(emulatorUrlForPage(EMULATOR, 'dev.example.in')).toBeNull()
  })

  it('reaches an emulator elsewhere (a container, another host) at its own address from anywhere', () => {
    expect(emulatorUrlForPage('http://auth-emulator:9099', '192.168.1.20')).toBe('http://auth-emulator:9099')
    expect(emulatorSources('http://auth-emulator:9099')).toEqual(['http://auth-emulator:9099'])
  })

  it('lets the page policy allow a local emulator under every loopback name, [::1] included', () => {
    // A CSP source cannot name an IPv6 address, so a local emulator is allowed by scheme.
    expect(emulatorSources('http://127.0.0.1:9099')).toEqual(['http:'])
  })

  it('knows the three loopback names', () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) expect(isLoopbackHost(name)).toBe(true)
    for (const name of ['192.168.1.20', 'localhost.example.in', '::1']) expect(isLoopbackHost(name)).toBe(false)
  })
})

describe('why local sign-in cannot work on a page', () => {
  it('has nothing to say on localhost, 127.0.0.1 and [::1], nor without an emulator', () => {
    expect(localSignInProblem(EMULATOR, 'http://localhost:3000', page('localhost'))).toBeNull()
    expect(localSignInProblem(EMULATOR, 'http://localhost:3000', page('127.0.0.1'))).toBeNull()
    expect(localSignInProblem(EMULATOR, 'http://localhost:3000', page('[::1]'))).toBeNull()
    expect(localSignInProblem(undefined, 'http://localhost:3000', page('192.168.1.20'))).toBeNull()
  })

  it('tells a phone on the LAN that it works only on the computer running the site, and where', () => {
    expect(localSignInProblem(EMULATOR, 'http://localhost:3000', page('192.168.1.20'))).toBe(
      'Local sign-in works only on the computer that runs this site. Open http://localhost:3000/login there, or set FIREBASE_PROJECT_ID for real Google sign-in.',
    )
    // PUBLIC_ORIGIN at the LAN address would send them back where they are: localhost on the page's port.
    expect(localSignInProblem(EMULATOR, 'http://192.168.1.20:8080', page('192.168.1.20', '8080'))).toMatch(
      /Open http:\/\/localhost:8080\/login there/,
    )
  })
})

describe('the local emulator in the configuration', () => {
  const local = { FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }

  it('hands a site at [::1] the emulator at [::1]', () => {
    expect(loadConfig({ ...local, PUBLIC_ORIGIN: 'http://[::1]:3000' }).firebase?.emulatorUrl).toBe('http://[::1]:9099')
  })

  it('lists both loopback names among the domains sign-in works from', () => {
    const auth = toPublicConfig(loadConfig(local)).auth
    expect(auth.available && auth.authorizedDomains).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']))
    const real = toPublicConfig(
      loadConfig({ FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com' }),
    ).auth
    expect(real.available && real.authorizedDomains).not.toContain('127.0.0.1')
  })
})
