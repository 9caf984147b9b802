import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { Busboy } from '@fastify/busboy'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { IMPORT_LIMITS } from '../../shared/schemas/import-fields'
import { ImportFileError } from './import-file'

/** The path of the one procedure that takes a multipart body (src/server/plugins/trpc.ts). */
export const UPLOAD_PATH = '/trpc/admin.imports.upload'

/** A request to that procedure: its file's body has a deadline and a size of its own. */
export const isUploadRequest = (req: { url: string; method: string }) =>
  req.url === UPLOAD_PATH && req.method === 'POST'

/** What a multipart body may add around the file (boundaries, part headers) before it counts as too big. */
export const MULTIPART_SLACK_BYTES = 64 * 1024

/**
 * Reads the multipart body as it arrives and hands the part named `file` to `store` as a stream of bytes,
 * never holding the file: tRPC's own FormData input would buffer the whole body (Request.formData()).
 * Other parts are ignored; a second file, or one over the size limit, is refused.
 */
export function receiveFilePart(
  raw: IncomingMessage,
  headers: IncomingHttpHeaders,
  store: (fileName: string, bytes: AsyncIterable<Buffer>) => Promise<number>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let stored: Promise<number> | null = null
    let busboy: InstanceType<typeof Busboy>
    try {
      busboy = new Busboy({
        headers: headers as IncomingHttpHeaders & { 'content-type': string },
        limits: { files: 1, fields: 20, parts: 21, fieldSize: 1024, fileSize: IMPORT_LIMITS.maxBytes + 1 },
      })
    } catch {
      return reject(new ImportFileError(IMPORT_MESSAGES.noFile))
    }
    busboy.on('file', (field, file, fileName) => {
      if (field !== 'file' || stored) {
        file.resume()
        return
      }
      stored = store(fileName ?? '', file)
      stored.then(resolve, (err: unknown) => {
        // The rest of the body is not read: the refusal goes out at once.
        raw.unpipe(busboy)
        file.resume()
        reject(err)
      })
    })
    busboy.on('error', () => reject(new ImportFileError(IMPORT_MESSAGES.noFile)))
    busboy.on('finish', () => {
      if (!stored) reject(new ImportFileError(IMPORT_MESSAGES.noFile))
    })
    raw.on('error', reject)
    raw.pipe(busboy)
  })
}
