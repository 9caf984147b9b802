import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import type { ZodType } from 'zod'
import type { SiteMetaInput } from '../../../shared/schemas/site-submission'
import { serverErrorCode, serverFieldErrors } from '../../lib/server-errors'

/** What a form over a shared schema holds: the schema's input (`Fields`) and the honeypot. */
export type InquiryFormValues<Fields> = Fields & Pick<SiteMetaInput, 'website'>

/**
 * A react-hook-form resolver over one of the shared zod schemas, loaded on the first check: the
 * validation code then stays out of the page's first load while the messages remain the product's own (docs/product.md §5).
 */
function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      // raw: the form sends what the visitor typed (the server trims and parses again), honeypot included.
      ([{ zodResolver }, schema]) => zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>,
    )
    return (await resolver)(values, context, options)
  }
}

export function useInquiryForm<T extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
  defaultValues: DefaultValues<T>,
) {
  return useForm<T>({ defaultValues, resolver: lazyZodResolver<T>(loadSchema), mode: 'onTouched' })
}

/**
 * After a failed submission: puts the server's per-field messages under their fields and returns the
 * text for the failure toast (the server's own words for rate limiting and outages, else `fallback`).
 * The visitor's input is left as it was.
 */
export function handleSubmitError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fallback: string,
): string {
  const message = error instanceof Error ? error.message : fallback
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    form.setError(field as Path<T>, { type: 'server', message })
  }
  const code = serverErrorCode(error)
  return code === 'TOO_MANY_REQUESTS' || code === 'SERVICE_UNAVAILABLE' ? message : fallback
}
