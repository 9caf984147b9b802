import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect, publicPaths, EXTRA_PATHS, gotoHydrated, DESKTOP, MOBILE } from './fixtures'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const DESKTOP_PATHS = [...publicPaths(), ...EXTRA_PATHS, '/no-such-page']
const MOBILE_PATHS = ['/', '/courses', '/courses/1', '/mentorship', '/curriculum', '/enroll']

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

function report(violations: Awaited<ReturnType<typeof seriousViolations>>): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`,
        )
        .join('\n')
      const more = v.nodes.length > 8 ? `\n      … and ${v.nodes.length - 8} more` : ''
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
    })
    .join('\n')
}

for (const [label, viewport, paths] of [
  ['desktop', DESKTOP, DESKTOP_PATHS],
  ['mobile', MOBILE, MOBILE_PATHS],
] as const) {
  test.describe(`axe ${label}`, () => {
    test.use({ viewport })
    for (const path of paths) {
      test(`${path} has no serious or critical violations (${label})`, async ({ page }) => {
        await gotoHydrated(page, path)
        const violations = await seriousViolations(page)
        expect(violations.length, `axe violations on ${path} (${label}):\n${report(violations)}`).toBe(0)
      })
    }
  })
}

// WCAG 2.2.2 (Pause, Stop, Hide): moving content that starts by itself and runs beside other content stops within
// five seconds, unless the reader can pause it. The carousel's autoplay has its own controls (home-page.spec.ts);
// every CSS animation on a public page must end by itself in time.
test('no animation on a public page runs longer than five seconds', async ({ page }) => {
  for (const path of publicPaths()) {
    await page.goto(path, { waitUntil: 'load' })
    const endless = await page.evaluate(() =>
      document.getAnimations().flatMap((animation) => {
        const timing = animation.effect?.getComputedTiming()
        const end = Number(timing?.endTime ?? Infinity)
        const target = (animation.effect as KeyframeEffect | null)?.target
        return end <= 5000 ? [] : [`${target?.getAttribute('class') ?? target?.nodeName}: ends at ${end} ms`]
      }),
    )
    expect(endless, `animations on ${path} that run past five seconds`).toEqual([])
  }
})
