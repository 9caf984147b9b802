/** A top-level link of the desktop header. */
export const navLinkClass =
  'inline-flex items-center rounded-md px-2.5 lg:max-xl:px-2 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'

/** The current page's link, in the header and in the mobile drawer alike. */
export const navActiveClass = 'text-blue-800! bg-blue-50 font-semibold'
