import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react'
import {
  REQUEST_INFO_EMPTY,
  REQUEST_INFO_FIELDS,
  RequestInfoFields,
  type LiveFieldsProps,
  type RequestInfoValues,
} from './request-info-fields'
import type { ControllerProps } from './request-info-controller'

/**
 * The inquiry form, in two steps. The server renders it and the page hydrates it as plain markup; the
 * form library, validation and submission code load when the form nears the viewport (or on an early
 * submit) and then drive the very same elements, so nothing typed is lost and no element is replaced
 * under the visitor's pointer. The home page's first load stays free of code only its last section needs.
 */
export function RequestInfoForm() {
  const id = useId()
  const ref = useRef<HTMLFormElement>(null)
  const [Controller, setController] = useState<ComponentType<ControllerProps> | null>(null)
  const [live, setLive] = useState<LiveFieldsProps | null>(null)
  const pendingSubmit = useRef(false)

  const load = useCallback(() => {
    void import('./request-info-controller').then((m) => setController(() => m.default))
  }, [])

  useEffect(() => {
    const form = ref.current
    if (!form || Controller) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load()
      },
      { rootMargin: '600px' },
    )
    observer.observe(form)
    return () => observer.disconnect()
  }, [Controller, load])

  // A submit pressed before the code had loaded is carried out as soon as it has.
  useEffect(() => {
    if (live && pendingSubmit.current) {
      pendingSubmit.current = false
      void live.onSubmit()
    }
  }, [live])

  const readValues = useCallback((): RequestInfoValues => {
    const data = ref.current ? new FormData(ref.current) : null
    return Object.fromEntries(
      REQUEST_INFO_FIELDS.map((name) => [name, String(data?.get(name) ?? '')]),
    ) as unknown as RequestInfoValues
  }, [])

  const plain: LiveFieldsProps = {
    onSubmit: (e) => {
      e?.preventDefault()
      pendingSubmit.current = true
      load()
    },
    field: (name) => ({ name, defaultValue: REQUEST_INFO_EMPTY[name] }),
  }
  return (
    <>
      <RequestInfoFields id={id} formRef={ref} {...(live ?? plain)} />
      {Controller && <Controller readValues={readValues} onChange={setLive} />}
    </>
  )
}
