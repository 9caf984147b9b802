/** Saves a file the browser already holds, without a round trip: a Blob behind a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers start reading the Blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
