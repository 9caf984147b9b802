import { lazy, Suspense, useRef, useState } from 'react'
import { UserPlus } from 'lucide-react'
import { buttonClass } from '../../ui/button'
import { usePermissions } from '../use-permissions'

// The form and its schemas load on the first click, not with the table.
const AddInquiryDialog = lazy(() => import('./add-inquiry-dialog').then((m) => ({ default: m.AddInquiryDialog })))

/** "Add inquiry" for a member who may add one (owners, managers, counsellors): opens the form in a dialog. */
export function AddInquiryButton({ className = '' }: { className?: string }) {
  const { can } = usePermissions()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  if (!can('inquiries.add')) return null
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('primary', 'sm', className)}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        Add inquiry
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddInquiryDialog onClose={() => setOpen(false)} returnFocus={() => button.current} />
        </Suspense>
      )}
    </>
  )
}
