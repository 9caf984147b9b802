import { test, expect, gotoHydrated } from './fixtures'
import { mentors } from '../../src/shared/catalogue/mentors'

test('/mentorship tabs switch the mentor list', async ({ page }) => {
  await gotoHydrated(page, '/mentorship')
  const byCategory = (cat: string) => mentors.filter((m) => m.category === cat).map((m) => m.name)
  for (const cat of ['Data Science', 'Software Development', 'UI/UX Design', 'Cloud Computing', 'Cybersecurity']) {
    const tab = page.getByRole('tab', { name: cat, exact: true })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    for (const m of mentors) {
      if (byCategory(cat).includes(m.name)) await expect(panel.getByText(m.name, { exact: true })).toBeVisible()
      else await expect(panel.getByText(m.name, { exact: true })).toHaveCount(0)
    }
    if (byCategory(cat).length === 0) await expect(panel).not.toBeEmpty()
  }
})

test('/enroll submit button stays disabled until the terms are ticked', async ({ page }) => {
  await gotoHydrated(page, '/enroll')
  const submit = page.getByRole('button', { name: 'Submit Application' })
  const terms = page.getByRole('checkbox', { name: /terms/i })
  await expect(submit).toBeDisabled()
  await terms.check()
  await expect(submit).toBeEnabled()
  await terms.uncheck()
  await expect(submit).toBeDisabled()
})
