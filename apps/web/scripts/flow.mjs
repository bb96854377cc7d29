// A two-player + spectator walk-through against a running server, with screenshots.
// node scripts/flow.mjs <baseUrl> <outDir> [game]
import { createRequire } from 'node:module'
import { mkdirSync } from 'node:fs'

const require = createRequire(new URL('../../../e2e/package.json', import.meta.url))
const { chromium } = require('@playwright/test')

const [base = 'http://127.0.0.1:3111', out = '/tmp/flow', game = 'sir-tommy'] =
  process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const shot = async (page, name) => {
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true })
  console.log(`${out}/${name}.png`)
}
const a = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
const b = await (
  await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
).newPage()
const c = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
for (const [n, p] of [
  ['a', a],
  ['b', b],
  ['c', c],
]) {
  p.on('console', (m) => m.type() === 'error' && console.log(`[${n}] console:`, m.text()))
  p.on('pageerror', (e) => console.log(`[${n}] pageerror:`, e.message))
}

await a.goto(base + '/', { waitUntil: 'networkidle' })
await a.getByTestId('name-input').fill('Ada')
await a.getByTestId(`game-${game}`).click()
await shot(a, '01-lobby')
await a.getByTestId('create-race').click()
await a.waitForURL(/\/r\//)
await a.getByTestId('copy-link').waitFor()
const url = await a.getByTestId('invite-url').inputValue()
await shot(a, '02-waiting')

await b.goto(url)
await b.getByTestId('name-input').fill('Grace')
await b.getByTestId('join-button').click()
await b.getByTestId('ready-button').waitFor()
await shot(b, '03-guest-waiting')
await a.getByTestId('ready-button').click()
await b.getByTestId('ready-button').click()
await a
  .getByTestId('countdown')
  .waitFor({ timeout: 5000 })
  .catch(() => console.log('no countdown seen'))
await shot(a, '04-countdown')
await a.getByTestId('my-board').waitFor({ timeout: 15000 })
await b.getByTestId('my-board').waitFor({ timeout: 15000 })
await c.goto(url + '?watch', { waitUntil: 'networkidle' })
await shot(a, '05-live-a')
// play a few moves on A by clicking: try pickable cards until one lights up a target
for (let i = 0; i < 8; i++) {
  const cards = a.locator('[data-testid="my-board"] [data-card]:not([data-pickable="false"])')
  let moved = false
  for (let k = (await cards.count()) - 1; k >= 0 && !moved; k--) {
    await cards.nth(k).click()
    const target = a.locator('[data-legal-target="true"]').first()
    if ((await target.count()) > 0) {
      await target.click()
      moved = true
    } else await a.keyboard.press('Escape')
  }
  if (!moved) await a.keyboard.press('d')
  await a.waitForTimeout(250)
}
await shot(a, '06-after-moves-a')
await shot(b, '07-live-b')
await shot(c, '08-spectator')
await a.getByTestId('resign-button').click()
await a.getByTestId('resign-confirm').click()
await b.getByTestId('resign-button').click()
await b.getByTestId('resign-confirm').click()
await a
  .getByTestId('results')
  .waitFor({ timeout: 10000 })
  .catch(() => console.log('no results seen'))
await shot(a, '09-results-a')
await shot(c, '10-results-c')
console.log('race', url)
await browser.close()
