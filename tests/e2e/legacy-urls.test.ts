import { describe, expect, inject } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { waitForHydration } from './browser'
import { it } from './fixtures'

const dist = inject('distDir')

/** The 2020 articles keep the numbered slugs of the old blog platform. */
const legacy = () =>
  readdirSync(join(dist, 'blog/2020'))
    .filter((f) => /^wp-\d+\.html$/.test(f))
    .map((f) => f.slice(0, -'.html'.length))

describe('links from the old blog platform', () => {
  it('/blog/2020/wp-NNN.html and /blog/2020/wp-NNN/index open the article at its clean URL', async ({ page, problems, baseUrl }) => {
    const slugs = legacy()
    expect(slugs.length).toBeGreaterThan(0)
    for (const slug of slugs.slice(0, 4)) {
      const title = readFileSync(join(dist, 'blog/2020', `${slug}.html`), 'utf8').match(/<h1 class="[^"]*">([^<]+)<\/h1>/)![1]
      for (const old of [`/blog/2020/${slug}.html`, `/blog/2020/${slug}/index`, `/blog/2020/${slug}/index.html`]) {
        const response = await page.goto(baseUrl + old)
        expect(response?.status(), old).toBe(200)
        expect(new URL(page.url()).pathname, old).toBe(`/blog/2020/${slug}`)
        await waitForHydration(page)
        expect(await page.locator('h1').first().textContent(), old).toBe(title)
      }
    }
    expect(problems).toEqual([])
  })
})
