/**
 * A quick action's size on a phone: at least 44 by 44 px (WCAG 2.5.5's target size, the platforms'
 * guidance), where a thumb, not a pointer, has to land on it. From 640 px up the desk's compact sizes stay.
 * Minimums, so they win over a button's fixed height without fighting it in the stylesheet's order.
 */
export const THUMB = 'max-sm:min-h-11 max-sm:min-w-11'
