/**
 * For a form's submit button: a press does not take the focus from the field being typed in. Fields
 * validate when they lose focus, so that blur would put an error line above the button between the press
 * and the release, move the button away from the pointer and lose the click; the submission shows every
 * error instead.
 */
export const keepFocusOnPress = (event: { preventDefault(): void }) => event.preventDefault()
