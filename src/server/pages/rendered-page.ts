import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type PageEncoding = 'br' | 'gzip' | 'identity'

/** What every rendered page is answered with besides its body. */
export interface PageHead {
  status: number
  /** The router's headers (Content-Type, a redirect's Location). */
  headers: Record<string, string>
  /** Content-Security-Policy allowing exactly this page's inline scripts. */
  policy: string
}

/** Every header of a stored page's answer in one encoding: built once, so a request only picks one. */
export interface PageAnswerHeaders {
  ok: Record<string, string>
  notModified: Record<string, string>
}

/** A page stored to be answered many times: in each encoding, with what identifies each. */
export interface EncodedPage extends PageHead {
  bodies: Record<PageEncoding, Buffer>
  /** ETag per encoding: each is a different representation of the page. */
  etags: Record<PageEncoding, string>
  answers: Record<PageEncoding, PageAnswerHeaders>
}

/** The headers of any rendered page: the router's, the page's policy, and revalidation on each visit. */
export function pageHeaders(head: PageHead): Record<string, string> {
  // Browsers revalidate each time; an unchanged page costs them a 304.
  return { ...head.headers, 'content-security-policy': head.policy, 'cache-control': 'no-cache' }
}

/**
 * Compresses a page once, as hard as brotli and gzip go: the work is paid once per page and process,
 * not once per request (the home page's HTML, about 145 KB, becomes well under 20 KB).
 */
export async function encodePage(html: string, head: PageHead): Promise<EncodedPage> {
  const identity = Buffer.from(html, 'utf8')
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const etags: Record<PageEncoding, string> = { br: `"${digest}-br"`, gzip: `"${digest}-gz"`, identity: `"${digest}"` }
  const answer = (encoding: PageEncoding): PageAnswerHeaders => {
    const notModified = { ...pageHeaders(head), vary: 'accept-encoding', etag: etags[encoding] }
    return { notModified, ok: encoding === 'identity' ? notModified : { ...notModified, 'content-encoding': encoding } }
  }
  return {
    ...head,
    bodies: { br, gzip: gz, identity },
    etags,
    answers: { br: answer('br'), gzip: answer('gzip'), identity: answer('identity') },
  }
}

/** Browsers send a handful of distinct Accept-Encoding values: each is read once, not on each request. */
const chosen = new Map<string, PageEncoding>()
const MAX_CHOSEN = 256

/** The encoding to answer with: brotli, else gzip, else none, as the client's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity'
  let encoding = chosen.get(acceptEncoding)
  if (encoding === undefined) {
    // A client sending ever new values gets them read each time, never more memory.
    if (chosen.size >= MAX_CHOSEN) chosen.clear()
    encoding = readAcceptEncoding(acceptEncoding)
    chosen.set(acceptEncoding, encoding)
  }
  return encoding
}

function readAcceptEncoding(acceptEncoding: string): PageEncoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return 'identity'
}

/** Whether If-None-Match names this ETag (compared weakly: a proxy may have marked it W/). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}
