import { useState } from 'react'
import { notificationsSupported } from '../live/system-notification'

export type NotificationAnswer = NotificationPermission | 'unsupported'

/**
 * This browser's answer on notifications from the site, and a way to ask for it. The page renders only
 * in the browser (the back office waits for sign-in), so the answer is read at once.
 */
export function useNotificationPermission() {
  const [permission, setPermission] = useState<NotificationAnswer>(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  )
  return {
    permission,
    /** Asks the browser (a prompt, once a site); answers whether notifications may show. */
    request: async (): Promise<boolean> => {
      if (!notificationsSupported()) return false
      const answer = await Notification.requestPermission()
      setPermission(answer)
      return answer === 'granted'
    },
  }
}
