/**
 * What someone kept out of the back office is told (docs/product.md §4, §6): the admin guard's toasts in
 * the browser and the admin procedures' error messages are the same words. Free of zod, like
 * inquiry-options, because the guard is part of every page's first load.
 */
export const ACCESS_MESSAGES = {
  signInRequired: { title: 'Authentication Required', description: 'Please log in to access this page.' },
  notAdmin: { title: 'Access Denied', description: 'You do not have permission to access this page.' },
} as const
