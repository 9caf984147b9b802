import type { PublicConfig } from '../../shared/public-config'

/**
 * An island page's settings from the server (the router's pages get them as the root loader's dehydrated
 * data): a JSON data block, which the browser never runs. '<' is escaped so that no text in it can end the
 * script element.
 */
export const PUBLIC_CONFIG_ID = 'public-config'

export const publicConfigJson = (config: PublicConfig): string => JSON.stringify(config).replace(/</g, '\\u003c')

export function readPublicConfig(): PublicConfig {
  return JSON.parse(document.getElementById(PUBLIC_CONFIG_ID)?.textContent ?? 'null') as PublicConfig
}
