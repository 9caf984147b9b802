export function SiteHeader() { return <div data-placeholder="site-header" /> }
