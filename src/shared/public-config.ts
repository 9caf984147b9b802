/** Runtime settings the server hands to the browser, so that one build serves every environment. */
export interface PublicConfig {
  publicOrigin: string
}
