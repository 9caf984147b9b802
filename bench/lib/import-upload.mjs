// The browser of bench:import, in a process of its own: sending 15 MB would hold the event loop of the
// process that times the REST load, and the load's answers would read late. Run by fork with the server's
// port, the member's ID token and the file's path; sends back { id } or { error }.
import { openAsBlob } from 'node:fs'
import { basename } from 'node:path'

const [port, token, path] = process.argv.slice(2)
try {
  const form = new FormData()
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), basename(path))
  const res = await fetch(`http://127.0.0.1:${port}/trpc/admin.imports.upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const body = await res.json()
  process.send(
    res.ok ? { id: body.result.data.id } : { error: `upload answered ${res.status}: ${body.error?.message}` },
  )
} catch (err) {
  process.send({ error: String(err) })
}
