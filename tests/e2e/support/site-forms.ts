import { expect, type APIRequestContext } from '@playwright/test'

/** A short tag no other run uses, for names and addresses a test can find again. */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

/** Submits one of the site's forms through its own procedure (the real intake), as the page does. */
export async function submitForm(request: APIRequestContext, procedure: string, input: object) {
  const res = await request.post(`/trpc/inquiries.${procedure}`, { data: input })
  expect(res.status(), await res.text()).toBe(200)
}
