import { z } from 'zod'
import { attributionSchema } from './inquiry'

/**
 * What the site's own forms send besides the payload: first-touch attribution, and the honeypot field
 * that people never see (a value there means a bot filled the form).
 */
export const siteMetaShape = {
  attribution: attributionSchema.optional(),
  website: z.string().max(500).optional(),
}
export type SiteMetaInput = z.input<z.ZodObject<typeof siteMetaShape>>
export type SiteMeta = z.output<z.ZodObject<typeof siteMetaShape>>

export function siteSubmission<Shape extends z.ZodRawShape>(payload: z.ZodObject<Shape>) {
  return payload.extend(siteMetaShape)
}
