import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadRouterManifest } from '../../src/server/pages/manifest'

function distWith(manifest: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  mkdirSync(join(dist, 'client/.vite'), { recursive: true })
  writeFileSync(join(dist, 'client/.vite/manifest.json'), JSON.stringify(manifest))
  return dist
}

describe('the pages’ scripts from the build manifest', () => {
  const dist = distWith({
    'src/client/entry-client.tsx': {
      file: 'assets/entry-client-abc.js',
      isEntry: true,
      css: ['assets/entry-client-abc.css'],
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared-def.js', css: ['assets/shared-def.css'] },
  })
  const root = loadRouterManifest(dist).routes.__root__!

  it('starts the entry from an inline loader, so no script is downloaded before the first paint', () => {
    expect(root.scripts).toHaveLength(1)
    const [script] = root.scripts!
    expect(script!.attrs?.src).toBeUndefined()
    expect(script!.children).toContain(`s.src="/assets/entry-client-abc.js"`)
    expect(script!.children).toContain(`s.type='module'`)
    expect(script!.children).toContain(`getEntriesByName('first-contentful-paint')`)
    // The loader is plain script text the browser can run.
    expect(() => new Function(script!.children!)).not.toThrow()
  })

  it('links the CSS of the entry and of everything it imports', () => {
    expect(root.css).toEqual(['/assets/entry-client-abc.css', '/assets/shared-def.css'])
  })

  it('has no scripts without a build', () => {
    expect(loadRouterManifest(join(tmpdir(), 'no-such-dist')).routes.__root__).toEqual({})
  })
})
