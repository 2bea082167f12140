import { expect, test as setup } from '@playwright/test'
import { ADMIN } from './support/admin'

/**
 * Runs first (project "seeded"): the server responds with the seeded content the specs expect.
 * Matters most when Playwright reuses a server that was already running (reuseExistingServer
 * outside CI), whose database may not be fresh.
 */

setup('the site serves the seeded content of both countries', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status(), `log in as ${ADMIN.email} (seeded administrator)`).toBe(200)

  const countries = await request.get('/api/countries', { params: { depth: 0, limit: 10 } })
  expect(countries.status()).toBe(200)
  const codes = ((await countries.json()) as { docs: { code: string }[] }).docs.map((c) => c.code).sort()
  expect(codes, 'seeded countries').toEqual(['ao', 'mz'])

  for (const [host, lang] of [
    ['localhost:3100', 'pt-AO'],
    ['mz.localhost:3100', 'pt-MZ'],
  ] as const) {
    const about = await request.get('/a-zap', { headers: { host } })
    expect(about.status(), `${host}/a-zap`).toBe(200)
    const html = await about.text()
    expect(html, `${host}/a-zap language`).toContain(`lang="${lang}"`)
    // Unchanged since the seed: publish.spec.ts restores what it edits.
    expect(html, `${host}/a-zap hero heading`).toMatch(/<h1\b[^>]*>Somos a ZAP<\/h1>/)
    expect(html, `${host}/a-zap SEO title`).toContain('<title>A ZAP: quem somos</title>')
  }
})
