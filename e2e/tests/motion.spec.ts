// Motion (issue 12.9): cards glide to where they land, unless the viewer prefers reduced
// motion, and every board marks the last move — the racer's own, the spectator's, the replay's.
import { expect, test, type Page } from '../support/test.js'
import {
  clickMove,
  createRace,
  expectMyMoves,
  joinByLink,
  myMoves,
  newPage,
  readyAndStart,
  resign,
} from '../support/race.js'
import { artifact, shot } from '../support/shots.js'

/** Counts the card flights a page starts (motion.ts animates with id "card-move"). */
const COUNT_FLIGHTS = () => {
  const w = window as unknown as { flights: string[] }
  w.flights = []
  const animate = Element.prototype.animate
  Element.prototype.animate = function (this: Element, frames, options) {
    if (typeof options === 'object' && options?.id === 'card-move')
      w.flights.push(this.getAttribute('data-card') ?? '?')
    return animate.call(this, frames, options)
  }
}
const flights = (page: Page) =>
  page.evaluate(() => (window as unknown as { flights: string[] }).flights.length)

/** One move: a card onto a highlighted pile, or else a tap on the stock. */
async function someMove(page: Page): Promise<void> {
  if (await clickMove(page, { prefer: /^foundation/ })) return
  const before = await myMoves(page)
  await page.getByTestId('pile-stock').click()
  await expectMyMoves(page, before + 1)
}

test('cards glide and the last move is marked on every board', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const a = await newPage(browser, baseURL)
  const b = await newPage(browser, baseURL)
  // The spectator prefers reduced motion: same marks, no flights.
  const still = await browser.newContext({ baseURL, reducedMotion: 'reduce' })
  const c = await newPage(browser, baseURL)
  for (const ctx of [a.context, still, c.context]) await ctx.addInitScript(COUNT_FLIGHTS)
  const calm = await still.newPage()

  const url = await createRace(a.page, 'Ada', 'sir-tommy')
  await joinByLink(b.page, url, 'Grace')
  for (const viewer of [c.page, calm]) {
    await viewer.goto(url)
    await viewer.getByTestId('watch-button').click()
    await expect(viewer.getByTestId('watchers')).toBeVisible()
  }
  await readyAndStart(a.page, b.page)
  for (const viewer of [c.page, calm])
    await expect(viewer.getByTestId('spectator-board-0')).toBeVisible()

  // Ada plays: her own board marks the move, and so does the spectators' board of her.
  const myBoard = a.page.getByTestId('my-board')
  await expect(myBoard.locator('[data-last-moved="true"]')).toHaveCount(0)
  const to = await clickMove(a.page, { prefer: /^foundation/ })
  expect(to).not.toBeNull()
  await expect(myBoard).toHaveAttribute('data-last-to', new RegExp(`\\b${to}\\b`))
  await expect(myBoard.locator(`[data-pile="${to}"] [data-last-moved="true"]`)).toHaveCount(1)
  for (const viewer of [c.page, calm]) {
    const board = viewer.getByTestId('spectator-board-0')
    await expect(board).toHaveAttribute('data-last-to', new RegExp(`\\b${to}\\b`))
    await expect(board.locator('[data-last-moved="true"]').first()).toBeVisible()
  }
  expect(await flights(a.page)).toBeGreaterThan(0)
  expect(await flights(c.page)).toBeGreaterThan(0)
  expect(await flights(calm)).toBe(0)

  // Slowed twentyfold, a flight is caught half way (Ada's own board: the spectators may not
  // see her newest cards yet, they are face down for them).
  const cdp = await a.context.newCDPSession(a.page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.05 })
  const flown = await flights(a.page)
  await someMove(a.page)
  expect(await flights(a.page)).toBeGreaterThan(flown)
  await a.page.waitForTimeout(1500)
  await a.page.screenshot({ path: artifact(testInfo, 'motion-mid-flight') })
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 })

  for (let i = 0; i < 3; i++) await someMove(a.page)
  for (let i = 0; i < 2; i++) await someMove(b.page)
  await shot(a.page, testInfo, 'motion-own-board')
  await shot(c.page, testInfo, 'motion-spectator')

  await resign(a.page)
  await resign(b.page)
  await expect(a.page.getByTestId('race-status')).toHaveAttribute('data-status', 'finished')

  // The replay: a chart, a move list with every move of both, and a click jumps there.
  const raceId = new URL(url).pathname.split('/').pop()!
  await a.page.goto(`/r/${raceId}/replay`)
  const list = a.page.getByTestId('move-list')
  const total = 5 + 2
  await expect(list.locator('button')).toHaveCount(total + 1)
  await expect(a.page.getByTestId('progress-chart')).toBeVisible()
  await list.locator('button').nth(2).click()
  await expect(list.locator('button').nth(2)).toHaveAttribute('aria-current', 'step')
  const replayBoard = a.page.getByTestId('replay-board-0')
  await expect(replayBoard.locator('[data-last-moved="true"]').first()).toBeVisible()
  await shot(a.page, testInfo, 'motion-replay')
  await a.page.setViewportSize({ width: 390, height: 844 })
  await shot(a.page, testInfo, 'motion-replay-phone')

  for (const ctx of [a.context, b.context, c.context, still]) await ctx.close()
})
