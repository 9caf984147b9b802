import { expect, type APIRequestContext, type Locator } from '@playwright/test'

/** A short tag no other run uses, for names and addresses a test can find again. */
export const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`

/** Submits one of the site's forms through its own procedure (the real intake), as the page does. */
export async function submitForm(request: APIRequestContext, procedure: string, input: object) {
  const res = await request.post(`/trpc/inquiries.${procedure}`, { data: input })
  expect(res.status(), await res.text()).toBe(200)
}

/** Fills the home page's information form as a visitor would and sends it. */
export async function sendRequestInformation(
  form: Locator,
  person: { fullName: string; email: string; phone: string; program: string },
) {
  await form.getByLabel('Full Name').fill(person.fullName)
  await form.getByLabel('Email').fill(person.email)
  await form.getByLabel('Phone').fill(person.phone)
  await form.getByLabel('Program of interest').selectOption(person.program)
  await form.getByRole('button', { name: 'Request Information' }).click()
}
