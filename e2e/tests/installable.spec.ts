// The installable app: a manifest with 192 and 512 px icons the server serves (and its CSP
// allows), a service worker that keeps the static files, so with the network gone the app
// still opens and says it is offline.
import { expect, test } from '../support/test.js'
import { PHONE } from '../support/race.js'
import { shot } from '../support/shots.js'

test('installable, and offline it opens from the cache and says so', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  const csp: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text())
  })
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href!)).json()
  expect(manifest).toMatchObject({ name: 'Patience Race', display: 'standalone', start_url: '/' })
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes)
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
  }

  // The worker takes charge of the page once it has kept the app's files.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
  expect(csp).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(page.getByTestId('create-race')).toBeVisible()
  await shot(page, testInfo, 'offline-lobby-phone')
  // Another page of the app opens offline too (its code was kept).
  await page.goto('/leaderboards/sir-tommy')
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('offline-banner')).toHaveCount(0)
  await context.close()
})
