/**
 * The legal documents' titles, apart from their text (legal.ts): a route's head is bundled with the
 * router into every page's first script, so the heads import these and the dates in SITE, and the
 * documents' text stays in their own pages' chunks.
 */
export const LEGAL_TITLES = { terms: 'Terms and Conditions', privacy: 'Privacy Policy' } as const
