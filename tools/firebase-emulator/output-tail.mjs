/** The last `max` lines of a stream of text chunks, each complete line also handed to `echo` if given. */
export function outputTail(max, echo) {
  const lines = []
  let partial = ''
  return {
    push(chunk) {
      const parts = (partial + chunk).split(/\r?\n/)
      partial = parts.pop()
      for (const line of parts) {
        echo?.(line)
        lines.push(line)
        if (lines.length > max) lines.shift()
      }
    },
    text: () => [...lines, partial].filter(Boolean).join('\n'),
  }
}
