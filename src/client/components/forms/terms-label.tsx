/**
 * 'I agree to the terms and privacy policy', with both documents opening in a new tab so that
 * a half-filled form is not lost.
 */
export function TermsLabel() {
  return (
    <>
      {'I agree to the '}
      <a
        href="/terms"
        target="_blank"
        rel="noopener"
        className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        terms<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {' and '}
      <a
        href="/privacy"
        target="_blank"
        rel="noopener"
        className="font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        privacy policy<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  )
}
