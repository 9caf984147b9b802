import { createHash } from 'node:crypto'

// React writes every attribute inside the tag and escapes '</script' inside a script's text, and the
// router's dehydration escapes '<' in its data, so the first '</script>' after a tag ends that script.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const HAS_SRC = /\ssrc\s*=/i

/**
 * The CSP hash sources ('sha256-…', without quotes) of every inline script in a rendered page: the
 * browser hashes a script's text exactly as it stands between its tags. Data blocks (JSON-LD) are
 * hashed too: the browser does not run them, and listing them costs a few bytes of header.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue
    hashes.add(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
