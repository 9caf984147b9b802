/** The request form's anchor, which the hero, the mentors and the plans link to. */
export const REQUEST_FORM_ID = 'request-mentorship'
