// Screenshots for eyeballing the UI: node scripts/screens.mjs <baseUrl> <outDir> <path...>
// Uses Debian's Chromium through the e2e package's Playwright and launch options.
import { createRequire } from 'node:module'
import { mkdirSync } from 'node:fs'
import { chromiumLaunchOptions } from '../../../e2e/support/chromium.mjs'

const require = createRequire(new URL('../../../e2e/package.json', import.meta.url))
const { chromium } = require('@playwright/test')

const [base = 'http://127.0.0.1:5173', out = '/tmp/shots', ...paths] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions)
for (const [w, h] of [
  [1280, 800],
  [390, 844],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1200)
    const name = `${path.replace(/[^a-z0-9]+/gi, '_')}_${w}.png`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true })
    console.log(`${out}/${name}`)
  }
  await page.close()
}
await browser.close()
