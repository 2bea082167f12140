import { expect, test } from './support/fixtures'

// The service worker (public/sw.js): visited pages open offline; unvisited ones get the offline page.
test('a visited page opens offline, an unvisited one shows the offline page', async ({ page, context }) => {
  await page.goto('/')
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The first load is not controlled yet; from here on the worker sees every navigation.
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.goto('/a-zap')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Somos a ZAP')

  await context.setOffline(true)
  try {
    await page.goto('/a-zap')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Somos a ZAP')

    await page.goto('/zap-satelite/pacotes-de-canais')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Está sem ligação à internet')
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
})

test('the connection notice tells the visitor when the network goes and comes back', async ({ page, context }) => {
  await page.goto('/a-zap')
  // Going offline while the service worker script is still downloading makes Chrome log an error.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'Está sem ligação à internet' })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'Ligação restabelecida.' })).toBeVisible()
})
