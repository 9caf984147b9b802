import { expect } from 'vitest'
import type { AdminSuite } from './admin-trpc'
import type { ImportDetail } from '../../src/shared/schemas/imports'

/** Spreadsheet imports as a member makes them: a file uploaded as the back office does, then polled. */

export const HEADER = ['Name', 'E-mail', 'Mobile', 'Course', 'City', 'Notes']

/** A file's bytes as an upload's body arrives: here, in one piece. */
export async function* once(bytes: Buffer) {
  yield bytes
}

/** A multipart body with the file as field `file`, as a browser's FormData sends it. */
export function multipart(fileName: string, bytes: Buffer, boundary = 'imports-test-boundary'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

export async function upload(s: AdminSuite, fileName: string, bytes: Buffer, token = s.admin.token) {
  const res = await s.app.inject({
    method: 'POST',
    url: '/trpc/admin.imports.upload',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=imports-test-boundary',
    },
    payload: multipart(fileName, bytes),
  })
  return {
    status: res.statusCode,
    body: res.json() as { result?: { data: { id: number } }; error?: { message: string } },
  }
}

export async function uploaded(s: AdminSuite, fileName: string, bytes: Buffer, token = s.admin.token): Promise<number> {
  const res = await upload(s, fileName, bytes, token)
  expect(res.body.error?.message, 'upload refused').toBeUndefined()
  return res.body.result!.data.id
}

/** The import once its state is one of `states` (the worker runs in the background). */
export async function until(s: AdminSuite, id: number, states: ImportDetail['state'][]): Promise<ImportDetail> {
  for (let i = 0; i < 600; i++) {
    const d = await s.api().admin.imports.get.query({ id })
    if (states.includes(d.state)) return d
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`import ${id} never reached ${states.join('/')}`)
}

export const csv = (rows: string[][], delimiter = ',') =>
  rows.map((r) => r.map((c) => (/[",;\t\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter)).join('\r\n') +
  '\r\n'

let serial = 0
/** A valid row for a new person (unique to this file). */
export function person(name = 'Priya Sharma'): string[] {
  serial += 1
  return [
    `${name} ${serial}`,
    `person${serial}.imports@example.in`,
    `98${String(serial).padStart(8, '0')}`,
    'Data Science',
    'Pune',
    '',
  ]
}

export const START = {
  duplicates: 'skip' as const,
  source: 'Education fair 2026',
  consent: { basis: 'consent' as const, notice: 'Fair sign-up sheet notice, Jan 2026' },
}

/** The outbox rows about these inquiries: an import's rows must have none (no alert each). */
export async function mailAbout(s: AdminSuite, ids: number[]) {
  return s.db.selectFrom('mail_outbox').select('id').where('inquiry_id', 'in', ids).execute()
}
