import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { test, expect, gotoHydrated } from './fixtures'
import { escapeRegExp } from './regexp'
import { courses } from '../../src/shared/catalogue/courses'
import { getCurriculum } from '../../src/shared/catalogue/curricula'
import { derivePackages } from '../../src/shared/pricing'
import { formatRupees } from '../../src/shared/format'

const course1 = courses.find((c) => c.id === 1)!

test('course card Duration dropdown switches to the standard package price', async ({ page }) => {
  await gotoHydrated(page, '/courses')
  const [basic, standard] = derivePackages(course1)
  const card = page.getByRole('heading', { name: course1.title }).locator('xpath=ancestor::*[.//select][1]')
  await expect(card).toContainText(formatRupees(basic!.price))
  const select = card.getByLabel('Duration')
  const sixMonths = await select.locator('option', { hasText: '6 months' }).getAttribute('value')
  await select.selectOption(sixMonths!)
  await expect(card).toContainText(formatRupees(standard!.price))
  await expect(card).toContainText(formatRupees(standard!.originalPrice))
  await expect(card).not.toContainText(formatRupees(basic!.price))
})

/** How many times `text` is shown outside the package selector itself (i.e. in the price block). */
function shownOutsideSelector(page: Page, text: string) {
  return page.evaluate((needle) => {
    const main = document.querySelector('#main')!
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    let count = 0
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.includes(needle)) continue
      const el = n.parentElement!
      if (el.closest('[role="radiogroup"], fieldset, [role="radio"], select')) continue
      const label = el.closest('label')
      if (label?.querySelector('input[type="radio"]')) continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      count++
    }
    return count
  }, text)
}

test('course detail: package selector updates the price, tabs switch by click and ArrowRight', async ({ page }) => {
  await gotoHydrated(page, '/courses/1')
  const [basic, , premium] = derivePackages(course1)
  expect(await shownOutsideSelector(page, formatRupees(basic!.price))).toBeGreaterThan(0)
  expect(await shownOutsideSelector(page, formatRupees(premium!.price))).toBe(0)

  const premiumRadio = page.getByRole('radio', { name: /Premium/ })
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked()
  // The radio cards are labels around visually hidden native radios: a user clicks the card.
  await premiumRadio.locator('xpath=ancestor::label[1]').click()
  await expect(premiumRadio).toBeChecked()
  await expect.poll(() => shownOutsideSelector(page, formatRupees(premium!.price))).toBeGreaterThan(0)
  expect(await shownOutsideSelector(page, formatRupees(basic!.price))).toBe(0)

  // Tabs
  const overview = page.getByRole('tab', { name: 'Overview' })
  const curriculum = page.getByRole('tab', { name: 'Curriculum' })
  const instructors = page.getByRole('tab', { name: 'Instructors' })
  await expect(overview).toHaveAttribute('aria-selected', 'true')
  await curriculum.click()
  await expect(curriculum).toHaveAttribute('aria-selected', 'true')
  await expect(overview).toHaveAttribute('aria-selected', 'false')
  const panel = page.getByRole('tabpanel')
  await expect(panel).toContainText('Beginner')

  // Choosing a module shows its title, duration, description and topics.
  const module = getCurriculum(course1.id)!.levels[0]!.modules[1]!
  const topic = panel.getByText(module.topics[1]!, { exact: true }).filter({ visible: true })
  await expect(topic).toHaveCount(0)
  await panel.getByRole('button', { name: new RegExp(escapeRegExp(module.title)) }).click()
  await expect(topic).toHaveCount(1)
  await expect(panel.getByText(module.description, { exact: true }).filter({ visible: true })).toHaveCount(1)
  await expect(panel.getByText(module.duration, { exact: true }).filter({ visible: true }).first()).toBeVisible()

  await curriculum.focus()
  await page.keyboard.press('ArrowRight')
  await expect(instructors).toHaveAttribute('aria-selected', 'true')
  await expect(instructors).toBeFocused()
  await expect(page.getByRole('tabpanel')).toContainText(course1.instructors[0]!.name)
})

test('course without curriculum shows Curriculum Coming Soon', async ({ page }) => {
  const course6 = courses.find((c) => c.id === 6)!
  expect(getCurriculum(course6.id)).toBeUndefined()
  await gotoHydrated(page, '/courses/6')
  await page.getByRole('tab', { name: 'Curriculum' }).click()
  await expect(page.getByRole('tabpanel')).toContainText('Curriculum Coming Soon')
})

test('/curriculum: tabs of courses without curriculum are disabled; Download Syllabus downloads it', async ({
  page,
}) => {
  await gotoHydrated(page, '/curriculum')
  const labels: Array<[string, number]> = [
    ['Full Stack', 1],
    ['Data Science', 2],
    ['Mobile Dev', 3],
    ['Cloud', 4],
    ['Cybersecurity', 5],
    ['UI/UX', 6],
    ['Digital', 7],
  ]
  for (const [label, id] of labels) {
    const tab = page.getByRole('tab', { name: label, exact: true })
    if (getCurriculum(id)) await expect(tab, `${label} tab`).toBeEnabled()
    else await expect(tab, `${label} tab`).toBeDisabled()
  }

  for (const [label, id] of [
    ['Full Stack', 1],
    ['Data Science', 2],
  ] as const) {
    const course = courses.find((c) => c.id === id)!
    await page.getByRole('tab', { name: label, exact: true }).click()
    await expect(page.getByRole('tabpanel')).toContainText(course.title)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Syllabus' }).click(),
    ])
    const text = await readFile((await download.path())!, 'utf8')
    expect(text).toContain(course.title)
    expect(text).toContain(getCurriculum(course.id)!.levels[0]!.modules[0]!.title)
    expect(download.suggestedFilename()).toMatch(/syllabus/i)
  }
})

test('/courses?category=devops shows No courses found with a link to all courses', async ({ page }) => {
  await gotoHydrated(page, '/courses?category=devops')
  await expect(page.getByText('No courses found')).toBeVisible()
  const main = page.locator('#main')
  await expect(main.locator('a[href="/courses"]').filter({ visible: true }).first()).toBeVisible()
  for (const c of courses) await expect(main.getByRole('heading', { name: c.title })).toHaveCount(0)
})
