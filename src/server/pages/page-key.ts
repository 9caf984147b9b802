/**
 * Campaign and click-id parameters: read in the browser (attribution), never by a route, so a page
 * renders the same with or without them, and a campaign's visitors share the page's cached entry.
 */
const TRACKING = /^(utm_[a-z]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|igshid)$/i

/** A path the URL parser would give back as it is: no query, no dot segment, nothing to escape. */
const PLAIN_PATH = /^\/[A-Za-z0-9_~/-]*$/

/** The address a page is rendered from and cached under: the path, and the query without tracking. */
export function pageKey(url: string): string {
  // Nearly every request: the URL parser is a few percent of an answer from memory.
  if (PLAIN_PATH.test(url)) return url
  const parsed = new URL(`http://page.invalid${url}`)
  for (const name of [...parsed.searchParams.keys()]) {
    if (TRACKING.test(name)) parsed.searchParams.delete(name)
  }
  return parsed.pathname + parsed.search
}
