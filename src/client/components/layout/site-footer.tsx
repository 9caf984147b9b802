export function SiteFooter() { return <div data-placeholder="site-footer" /> }
