// The built web client as a browser meets it (Lighthouse-style checks that run here):
//   1. bundle size: the first load (index.html and what it names) and every file, raw, gzip
//      and brotli (the .gz/.br copies the web build writes beside each file);
//   2. compression: what the production server sends for each first-load file when the browser
//      accepts br or gzip (content-encoding and bytes on the wire);
//   3. layout shift on the race page: the sum of PerformanceObserver 'layout-shift' entries
//      without recent input, from opening the race to the results (waiting room, countdown,
//      start, moves, finish), in Chromium (/usr/bin/chromium) at 390×844 and 1280×800.
//      The race ends on the other racer's resignation, more than 500 ms after this page's
//      last input, as when an opponent finishes: its shifts count. `--shifts` lists each shift
//      (time, race status, and the elements that moved, from where to where).
// Usage: pnpm build && node bench/web/web-bench.mjs [--port 4990] [--shifts]
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs'

const require = createRequire(new URL('../../e2e/package.json', import.meta.url))
const { chromium } = require('@playwright/test')
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4990' }, shifts: { type: 'boolean' } },
})
const root = new URL('../../', import.meta.url).pathname
const dist = join(root, 'apps/web/dist')
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

// ---- 1. bundle size ----
function sizes(path) {
  const raw = readFileSync(path)
  const gz = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(raw).length
  const br = existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(raw).length
  return { raw: raw.length, gz: Math.min(gz, raw.length), br: Math.min(br, raw.length) }
}
function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (!/\.(br|gz)$/.test(name)) yield path
  }
}
const sum = (list) =>
  list.reduce((t, s) => ({ raw: t.raw + s.raw, gz: t.gz + s.gz, br: t.br + s.br }), {
    raw: 0,
    gz: 0,
    br: 0,
  })
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const firstLoad = ['/index.html', ...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])]
const first = sum(firstLoad.map((f) => sizes(join(dist, f))))
const all = [...files(dist)]
const scripts = sum(all.filter((f) => /\.(js|css|html)$/.test(f)).map(sizes))
console.log('bundle (apps/web/dist)            raw        gzip      brotli')
console.log(
  `first load (${firstLoad.length} files)`.padEnd(30),
  kb(first.raw).padStart(10),
  kb(first.gz).padStart(10),
  kb(first.br).padStart(10),
)
console.log(
  `all js/css/html (${all.filter((f) => /\.(js|css|html)$/.test(f)).length} files)`.padEnd(30),
  kb(scripts.raw).padStart(10),
  kb(scripts.gz).padStart(10),
  kb(scripts.br).padStart(10),
)

// ---- 2. compression as served ----
const dataDir = mkdtempSync(join(tmpdir(), 'pr-web-bench-'))
const base = `http://127.0.0.1:${values.port}`
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: values.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    COUNTDOWN_MS: '1500',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 120) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  console.log('\nserved (first load)        accept        content-encoding   bytes')
  for (const file of firstLoad) {
    for (const accept of ['br, gzip', 'gzip']) {
      const res = await fetch(`${base}${file === '/index.html' ? '/' : file}`, {
        headers: { 'accept-encoding': accept },
        // fetch decompresses the body: the bytes on the wire are the content-length header.
      })
      const bytes = Number(
        res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength,
      )
      console.log(
        file.slice(0, 26).padEnd(26),
        accept.padEnd(13),
        (res.headers.get('content-encoding') ?? 'none').padEnd(18),
        String(bytes).padStart(6),
      )
    }
  }

  // ---- 3. layout shift on the race page ----
  const browser = await chromium.launch(chromiumLaunchOptions)
  console.log(
    '\nlayout shift on the race page (open → waiting → countdown → live → 5 moves → results)',
  )
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const open = async () => {
      const context = await browser.newContext({ baseURL: base, viewport })
      const page = await context.newPage()
      await page.addInitScript(() => {
        window.__shift = { sum: 0, count: 0, entries: [] }
        const name = (node) =>
          !node
            ? '(gone)'
            : node.nodeType !== 1
              ? '#text'
              : node.tagName.toLowerCase() +
                (node.dataset.testid ? `[${node.dataset.testid}]` : '') +
                [...node.classList].map((c) => `.${c}`).join('')
        const rect = (r) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            if (!e.hadRecentInput) {
              window.__shift.sum += e.value
              window.__shift.count++
              window.__shift.entries.push({
                at: Math.round(e.startTime),
                value: e.value,
                status: document.querySelector('[data-testid=race-status]')?.dataset.status,
                sources: e.sources.map(
                  (s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
                ),
              })
            }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      return page
    }
    const a = await open()
    const b = await open()
    await a.goto('/')
    await a.getByTestId('name-input').fill('Ada')
    await a.getByTestId('game-saratoga').click()
    await a.getByTestId('create-race').click()
    await a.waitForURL(/\/r\/[^/]+$/)
    const url = await a.getByTestId('invite-url').inputValue()
    // Measure the race page from its own load: reload it (the lobby's shifts do not count).
    await a.reload()
    await a.getByTestId('ready-button').waitFor()
    await b.goto(url)
    await b.getByTestId('name-input').fill('Grace')
    await b.getByTestId('join-button').click()
    await a.getByTestId('ready-button').click()
    await b.getByTestId('ready-button').click()
    await a.getByTestId('my-board').waitFor({ timeout: 15_000 })
    await a.waitForTimeout(500)
    const atStart = await a.evaluate(() => window.__shift.sum)
    for (let i = 0; i < 5; i++) {
      await a.getByTestId('pile-stock').click()
      await a.waitForTimeout(300)
    }
    await a.getByTestId('resign-button').click()
    await a.getByTestId('resign-confirm').click()
    await a.getByTestId('my-status').waitFor()
    // Past the 500 ms after an input whose shifts the browser forgives.
    await a.waitForTimeout(600)
    await b.getByTestId('resign-button').click()
    await b.getByTestId('resign-confirm').click()
    await a.getByTestId('results').waitFor()
    await a.waitForTimeout(500)
    const shift = await a.evaluate(() => window.__shift)
    console.log(
      `${viewport.width}×${viewport.height}`.padEnd(10),
      `sum ${shift.sum.toFixed(4)} over ${shift.count} shifts without input`,
      `(${atStart.toFixed(4)} by the start, ${(shift.sum - atStart).toFixed(4)} after)`,
    )
    if (values.shifts)
      for (const e of shift.entries) {
        console.log(`  ${e.at} ms, ${e.status}: ${e.value.toFixed(4)}`)
        for (const source of e.sources) console.log(`    ${source}`)
      }
    await a.context().close()
    await b.context().close()
  }
  await browser.close()
} finally {
  stop()
}
