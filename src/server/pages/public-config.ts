import type { AppConfig } from '../config'
import type { PublicConfig } from '../../shared/public-config'
import { LOOPBACK_HOSTS, isLocalEmulator } from '../../shared/local-sign-in'

/** What the browser needs of the configuration: never a secret (the Firebase web key is public by design). */
export function toPublicConfig(config: AppConfig): PublicConfig {
  const { firebase } = config
  const { retentionMonths } = config.privacy
  if (!firebase) {
    return {
      publicOrigin: config.publicOrigin,
      retentionMonths,
      auth: { available: false, reason: config.authUnavailableReason },
    }
  }
  const domains = [
    'localhost',
    firebase.authDomain,
    `${firebase.projectId}.web.app`,
    new URL(config.publicOrigin).hostname,
    // A page reaches an emulator on this machine under any of its names (and the emulator checks no domain).
    ...(isLocalEmulator(firebase.emulatorUrl) ? LOOPBACK_HOSTS : []),
  ]
  return {
    publicOrigin: config.publicOrigin,
    retentionMonths,
    auth: {
      available: true,
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      emulatorUrl: firebase.emulatorUrl,
      authorizedDomains: [...new Set(domains)],
    },
  }
}
