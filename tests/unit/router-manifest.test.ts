import { describe, expect, it } from 'vitest'
import { routeIdOf } from '../../src/server/pages/manifest'

describe('routeIdOf', () => {
  it('maps a route component chunk to its TanStack route id', () => {
    expect(routeIdOf('src/client/routes/index.tsx?tsr-split=component')).toBe('/')
    expect(routeIdOf('src/client/routes/about.tsx?tsr-split=component')).toBe('/about')
    expect(routeIdOf('src/client/routes/courses/index.tsx?tsr-split=component')).toBe('/courses/')
    expect(routeIdOf('src/client/routes/courses/$courseId.tsx?tsr-split=component')).toBe('/courses/$courseId')
  })

  it('ignores other chunks', () => {
    expect(routeIdOf('src/client/entry-client.tsx')).toBeUndefined()
    expect(routeIdOf('_link-abc.js')).toBeUndefined()
    expect(routeIdOf('src/client/routes/about.tsx?tsr-split=notFoundComponent')).toBeUndefined()
  })
})
