// Page tests read the server-rendered HTML as a string: these match it the way React writes it.
import { expect } from 'vitest'

/** Text as React writes it into HTML. */
export function html(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/** Only the <body>, so that head tags (JSON-LD, meta) do not satisfy content assertions. */
export function bodyOf(doc: string): string {
  return doc.slice(doc.indexOf('<body'))
}

export function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1
}

export function h1s(doc: string): string[] {
  return [...doc.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))
}

/** Every <label for=X> points at an element with id X; returns the label texts. */
export function labels(doc: string): string[] {
  const out: string[] = []
  for (const m of doc.matchAll(/<label[^>]*\bfor="([^"]+)"[^>]*>([\s\S]*?)<\/label>/g)) {
    expect(doc, `control for label ${m[2]}`).toContain(`id="${m[1]}"`)
    out.push(
      m[2]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  }
  return out
}

export function selectOptions(doc: string, name: string): { value: string; selected: boolean }[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(doc)
  expect(select, `select ${name}`).not.toBeNull()
  return [...select![1]!.matchAll(/<option([^>]*)>/g)].map((m) => ({
    value: /value="([^"]*)"/.exec(m[1]!)?.[1] ?? '',
    selected: /\sselected=""/.test(m[1]!),
  }))
}
