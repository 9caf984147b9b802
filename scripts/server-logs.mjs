// How `npm start` shows the server's log lines: readably (pino-pretty) outside production, in local mode
// or at a terminal; production keeps one JSON object a line for the log collector.

/**
 * Whether the server's JSON lines are printed readably: never in production, else in local mode (no
 * FIREBASE_PROJECT_ID, where a person runs it) or when a person watches the terminal.
 */
export function readableLogs({ nodeEnv, localMode, terminal }) {
  return nodeEnv !== 'production' && (localMode || terminal)
}

/**
 * A stream that turns the server's JSON lines into one readable line each (`[12:04:05] INFO: request
 * completed {…}`) on `destination`; lines that are not JSON (the start banner) pass through unchanged.
 */
export async function readableLogStream({ destination, colorize }) {
  const { default: pinoPretty } = await import('pino-pretty')
  return pinoPretty({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    destination,
  })
}
