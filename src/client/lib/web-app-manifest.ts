/**
 * Links the web app manifest (the name, colour and icon of the site installed on a phone) once the page has
 * hydrated, not in the page's HTML: Chrome fetches a linked manifest at once, and then the icon it names,
 * two requests beside the page's own pictures that Lighthouse counted into the largest paint (decision
 * 0027). React leaves a tag it did not render in <head> alone.
 */
export function linkManifest() {
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/site.webmanifest'
  document.head.append(link)
}
