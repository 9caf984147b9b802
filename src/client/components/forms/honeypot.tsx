import type { ComponentProps } from 'react'

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) that form-filling bots do fill; the server drops submissions that carry a value.
 */
export function Honeypot(props: ComponentProps<'input'>) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  )
}
