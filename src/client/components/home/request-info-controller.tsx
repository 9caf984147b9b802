import { useEffect, useState } from 'react'
import type { LiveFieldsProps, RequestInfoValues } from './request-info-fields'
import { REQUEST_INFO_EMPTY } from './request-info-fields'
import { handleSubmitError, useInquiryForm } from '../forms/use-inquiry-form'
import { loadTrpc } from '../../lib/load-trpc'
import { notify } from '../../lib/notify'
import { currentAttribution } from '../../lib/attribution'

export interface ControllerProps {
  /** What the plain form holds now; read once, as the controller first renders. */
  readValues: () => RequestInfoValues
  /** Hands the form its live props whenever they change. */
  onChange: (props: LiveFieldsProps) => void
}

/**
 * Drives the Request Information form once loaded: validated with the shared schema, stored through
 * tRPC, reset on success. It renders nothing itself; the form's elements stay those of the first render.
 */
export default function RequestInfoController({ readValues, onChange }: ControllerProps) {
  const [initial] = useState(readValues)
  const form = useInquiryForm<RequestInfoValues>(
    () => import('../../../shared/schemas/inquiry').then((m) => m.informationRequestSchema),
    initial,
  )
  const { errors, isSubmitting } = form.formState
  const messages = {
    fullName: errors.fullName?.message,
    email: errors.email?.message,
    phone: errors.phone?.message,
    program: errors.program?.message,
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await (await loadTrpc()).inquiries.requestInformation.mutate({ ...values, attribution: currentAttribution() })
      notify({ title: 'Request Submitted', description: "We'll get back to you as soon as possible." })
      form.reset(REQUEST_INFO_EMPTY)
    } catch (err) {
      const description = handleSubmitError(form, err, 'There was an error submitting your request. Please try again.')
      notify({ title: 'Error', description, variant: 'destructive' })
    }
  })

  const state = JSON.stringify([isSubmitting, messages])
  useEffect(() => {
    onChange({ onSubmit, field: form.register, submitting: isSubmitting, errors: messages })
    // `state` stands for everything the form shows; the handlers are stable in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  return null
}
