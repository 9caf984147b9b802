/**
 * A box that scrolls a wide table sideways (on a phone, or with many columns): named and in the tab order,
 * so a keyboard can scroll it and a screen reader says what it holds (WCAG 2.1.1; axe's
 * scrollable-region-focusable). For tables without buttons of their own to reach each column.
 */
export function scrollBox(label: string, className = '') {
  return {
    role: 'region',
    'aria-label': label,
    tabIndex: 0,
    className:
      `${className} overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700`.trim(),
  } as const
}
