import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadPageScripts } from '../../src/server/pages/manifest'

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
    'src/client/entry-islands.tsx': { file: 'assets/entry-islands-ghi.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-def.js', css: ['assets/shared-def.css'] },
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  const scripts = loadPageScripts(dist)
  const root = scripts.manifest.routes.__root__!

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

  it('starts an island page’s entry from the same kind of loader, which holds the presses made before it', () => {
    expect(scripts.islandsEntryLoader).toContain(`s.src="/assets/entry-islands-ghi.js"`)
    expect(scripts.islandsEntryLoader).toContain(`getEntriesByName('first-contentful-paint')`)
    expect(scripts.islandsEntryLoader).toContain(`addEventListener('click',hold,true)`)
    expect(scripts.islandsEntryLoader).toContain('window.__islandPresses=')
    expect(() => new Function(scripts.islandsEntryLoader!)).not.toThrow()
    // The router's pages have no islands to hold presses for.
    expect(root.scripts![0]!.children).not.toContain('__islandPresses')
  })

  it('links the CSS of the entry and of everything it imports', () => {
    expect(root.css).toEqual(['/assets/entry-client-abc.css', '/assets/shared-def.css'])
  })

  it('has no scripts without a build', () => {
    const none = loadPageScripts(join(tmpdir(), 'no-such-dist'))
    expect(none.manifest.routes.__root__).toEqual({})
    expect(none.islandsEntryLoader).toBeUndefined()
  })
})
