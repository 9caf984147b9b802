// `npm start`: build what is not built yet, then run the server.
import { execFileSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--if-needed'], { cwd: root, stdio: 'inherit' })
await import(`${root}dist/server/main.js`)
