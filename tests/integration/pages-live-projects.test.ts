import { describe, expect, it } from 'vitest'
import { bodyOf, h1s, html } from '../helpers/html'
import { servePages } from '../helpers/pages'
import { liveProjects } from '../../src/shared/catalogue/live-projects'

const page = servePages()

describe('/live-projects', () => {
  it('shows the benefits and the four featured projects with a call to enrol', async () => {
    const doc = await page('/live-projects')
    const body = bodyOf(doc)
    expect(h1s(doc)).toHaveLength(1)
    expect(liveProjects).toHaveLength(4)
    for (const project of liveProjects) {
      expect(body).toContain(html(project.title))
      expect(body).toContain(html(project.subCategory))
      for (const tech of project.technologies) expect(body).toContain(html(tech))
    }
    for (const benefit of ['Real-World Experience', 'Team Collaboration', 'Industry Mentorship'])
      expect(body).toContain(benefit)
    expect(body).toContain('href="/enroll"')
  })
})
