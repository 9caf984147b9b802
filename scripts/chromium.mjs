// The Chromium that the browser suite and the Lighthouse benchmarks drive: CHROMIUM_PATH, else the Debian
// package's (.ci/run installs it), started with the flags both need on a headless machine without a GPU.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
