import { createRequire } from 'node:module'
// Drag, keyboard, touch taps and rematch against a running server: node scripts/check-input.mjs [baseUrl]
const require = createRequire(new URL('../../../e2e/package.json', import.meta.url))
const { chromium } = require('@playwright/test')
const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
})
const a = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage()
const b = await (
  await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
).newPage()
for (const p of [a, b]) p.on('pageerror', (e) => console.log('pageerror', e.message))
await a.goto(base + '/', { waitUntil: 'networkidle' })
await a.getByTestId('name-input').fill('Ada')
await a.getByTestId('create-race').click()
await a.getByTestId('copy-link').waitFor()
const url = await a.getByTestId('invite-url').inputValue()
await b.goto(url)
await b.getByTestId('name-input').fill('Grace')
await b.getByTestId('join-button').click()
await a.getByTestId('ready-button').click()
await b.getByTestId('ready-button').click()
await a.getByTestId('my-board').waitFor({ timeout: 15000 })
const moves = async (p) => (await p.getByTestId('my-progress').innerText()).replace(/\n/g, ' ')
// 1. mouse drag pending → waste-3
const card = a.locator('[data-pile="pending"] [data-card]')
const cb = await card.boundingBox()
const tb = await a.getByTestId('pile-waste-3').boundingBox()
await a.mouse.move(cb.x + 20, cb.y + 20)
await a.mouse.down()
await a.mouse.move(cb.x + 40, cb.y + 40, { steps: 3 })
console.log('targets while dragging', await a.locator('[data-legal-target="true"]').count())
await a.mouse.move(tb.x + 20, tb.y + 20, { steps: 8 })
await a.mouse.up()
await a.waitForTimeout(600)
console.log(
  'after drag:',
  await moves(a),
  'waste-3 cards',
  await a.locator('[data-pile="waste-3"] [data-card]').count(),
)
// 2. keyboard: focus pending pile, Enter, ArrowRight... go to waste-4 via arrows
await a.getByTestId('pile-pending').focus()
await a.keyboard.press('Enter')
await a.keyboard.press('ArrowDown')
const focused = await a.evaluate(() => document.activeElement?.getAttribute('data-pile'))
console.log('focused after ArrowDown', focused)
await a.keyboard.press('Enter')
await a.waitForTimeout(600)
console.log('after keyboard:', await moves(a))
// 3. touch: tap-tap on B
await b.locator('[data-pile="pending"] [data-card]').tap()
await b.getByTestId('pile-waste-2').tap()
await b.waitForTimeout(600)
console.log('after taps B:', await moves(b))
// 4. rematch
await a.getByTestId('resign-button').click()
await a.getByTestId('resign-confirm').click()
await b.getByTestId('resign-button').click()
await b.getByTestId('resign-confirm').click()
await a.getByTestId('rematch-button').click()
await a.waitForURL((u) => !u.href.includes(url.split('/r/')[1]), { timeout: 10000 })
await b
  .waitForURL((u) => !u.href.includes(url.split('/r/')[1]), { timeout: 10000 })
  .catch(() => console.log('B did not move'))
console.log('A at', a.url(), 'B at', b.url())
await a.waitForTimeout(1000)

await browser.close()
