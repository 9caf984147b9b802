export function FloatingContact() { return <div data-placeholder="floating-contact" /> }
