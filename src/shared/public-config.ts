/** Runtime settings the server hands to the browser, so that one build serves every environment. */
export interface PublicConfig {
  publicOrigin: string
  auth: PublicAuthConfig
  /** RETENTION_MONTHS, which the Privacy Policy states. */
  retentionMonths: number
}

/** The Firebase web settings for Google sign-in, or why sign-in is unavailable here. */
export type PublicAuthConfig =
  | {
      available: true
      apiKey: string
      authDomain: string
      projectId: string
      /** http://host:port of the Auth emulator, in local mode and tests. */
      emulatorUrl?: string
      /** Hosts Google sign-in is expected to work from (Firebase's defaults plus this site's own). */
      authorizedDomains: string[]
    }
  | { available: false; reason: string }
