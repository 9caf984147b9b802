/** Whether this browser can show system notifications from a page (some phones only from a service worker). */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window
}

/**
 * A system notification for a new lead while the back office sits in a background tab, if the browser
 * allows it here. A click brings the tab forward and opens the lead. Where the constructor is refused
 * (Android's Chrome wants a service worker), the toast alone tells of it.
 */
export function showSystemNotification({
  tag,
  title,
  body,
  onClick,
}: {
  tag: string
  title: string
  body: string
  onClick: () => void
}): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return
  try {
    const notification = new Notification(title, { body, tag })
    notification.onclick = () => {
      window.focus()
      onClick()
      notification.close()
    }
  } catch {
    // Nothing to do: the toast shows when the member comes back.
  }
}
