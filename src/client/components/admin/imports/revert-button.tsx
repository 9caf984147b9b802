import { useRef, useState } from 'react'
import { Undo2 } from 'lucide-react'
import { buttonClass } from '../../ui/button'
import { ModalDialog } from '../modal-dialog'
import { adminTrpc } from '../admin-trpc'
import { notify } from '../../../lib/notify'
import { notifyRefused } from '../refusal'
import { formatCount } from '../admin-format'

/** Revert, asked first: the inquiries the import added go, the fields it filled get their old values back. */
export function RevertButton({ id, fileName, created }: { id: number; fileName: string; created: number }) {
  const [asking, setAsking] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const utils = adminTrpc.useUtils()
  const revert = adminTrpc.admin.imports.revert.useMutation({
    onSuccess: () => {
      setAsking(false)
      notify({ title: 'Import reverted', description: `${fileName}: its inquiries were removed.` })
    },
    onError: (err) => notifyRefused('Not reverted', err),
    onSettled: () => {
      void utils.admin.imports.invalidate()
      void utils.admin.inquiries.invalidate()
    },
  })
  return (
    <>
      <button ref={button} type="button" onClick={() => setAsking(true)} className={buttonClass('outline', 'sm')}>
        <Undo2 className="size-4" aria-hidden="true" />
        Revert
      </button>
      {asking && (
        <ModalDialog
          alert
          title={`Revert “${fileName}”?`}
          description={
            <p>
              The {formatCount(created)} {created === 1 ? 'inquiry' : 'inquiries'} it added are removed, with their
              history, and the fields it filled in existing inquiries get their earlier values back.
            </p>
          }
          initialFocus={cancel}
          returnFocus={() => button.current}
          onClose={() => setAsking(false)}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <button
              ref={cancel}
              type="button"
              onClick={() => setAsking(false)}
              className={buttonClass('outline', 'sm')}
            >
              Cancel
            </button>
            <button
              type="button"
              disabled={revert.isPending}
              onClick={() => revert.mutate({ id })}
              className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
            >
              {revert.isPending ? 'Reverting…' : 'Revert import'}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  )
}
