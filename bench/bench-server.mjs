// What the benchmarks that start the built server share: waiting for it, stopping it.

/** Resolves once the server on `port` answers /healthz. */
export async function waitFor(port) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server on ${port} did not start`)
}

/** Stops a child server gracefully and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}
