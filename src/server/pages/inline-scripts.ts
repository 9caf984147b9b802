import { createHash } from 'node:crypto'

// React writes every attribute inside the tag and escapes '</script' inside a script's text, and the
// router's dehydration escapes '<' in its data, so the first '</script>' after a tag ends that script.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const HAS_SRC = /\ssrc\s*=/i
// JSON data blocks (JSON-LD, the public settings): the browser never runs them, so the policy never
// judges them, and their hashes were bytes in every page's headers for nothing (decision 0032). Only
// these two types: an import map or speculation rules, though not JavaScript, are judged by script-src.
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json["'\s]/i

/**
 * The CSP hash sources ('sha256-…', without quotes) of every inline script a rendered page runs: the
 * browser hashes a script's text exactly as it stands between its tags.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!) || DATA_BLOCK.test(`${attributes!} `)) continue
    hashes.add(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
