// Saratoga and Grandma's Game races, shorter: create, join, ready, a few moves each, resign.
import { expect, test, type Page } from '../support/test.js'
import { clickMove, expectMyMoves, myMoves, PHONE, raceTwo, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

/**
 * Taps the stock (or presses the draw/deal button) — a move of its own — until a card move is
 * legal, then makes it.
 */
async function dealThenMove(
  page: Page,
  via: 'pile-stock' | 'draw-button' | 'deal-button',
): Promise<string> {
  for (let tries = 0; tries < 8; tries++) {
    const before = await myMoves(page)
    await page.getByTestId(via).click()
    await expectMyMoves(page, before + 1)
    const pile = await clickMove(page, { prefer: /^(foundation|tableau)/ })
    if (pile) return pile
  }
  throw new Error(`no legal card move after ${via}`)
}

async function finish(a: Page, b: Page): Promise<void> {
  await resign(a)
  await resign(b)
  for (const p of [a, b]) {
    await expect(p.getByTestId('results')).toBeVisible()
    await expect(p.getByTestId('seed')).toHaveText(/\S+/)
  }
}

test('Saratoga: tap the stock to draw, and play, the guest on a phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { a, b } = await raceTwo(browser, baseURL, 'saratoga', { b: PHONE })
  // Saratoga deals everything face up: no face-down card on either board.
  for (const p of [a, b]) {
    await expect(p.getByTestId('my-board').locator('[data-card]').first()).toBeVisible()
    await expect(p.getByTestId('my-board').getByTestId('card-back')).toHaveCount(
      await p.getByTestId('pile-stock').getByTestId('card-back').count(),
    )
  }

  // Tapping the stock draws, as in every solitaire app (issue 12.4).
  const pileA = await dealThenMove(a, 'pile-stock')
  expect(pileA).toMatch(/^(foundation|tableau)/)
  const movesA = await myMoves(a)
  await expect(b.getByTestId('opponent-progress')).toContainText(`${movesA} moves`)
  await dealThenMove(b, 'draw-button')
  await expect(a.getByTestId('opponent-progress')).toContainText(`${await myMoves(b)} moves`)
  await shot(a, testInfo, 'saratoga-board')
  await shot(b, testInfo, 'saratoga-board-phone')
  // The phone layout does not scroll sideways.
  const overflow = await b.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await finish(a, b)
})

test("Grandma's Game: tap the stock to deal, then play", async ({ browser, baseURL }, testInfo) => {
  const { a, b } = await raceTwo(browser, baseURL, 'grandmas-game')

  // Tapping the stock deals (issue 12.4); the Deal button does the same.
  await dealThenMove(a, 'pile-stock')
  await dealThenMove(b, 'deal-button')
  await expect(a.getByTestId('opponent-progress')).toContainText(`${await myMoves(b)} moves`)
  await expect(b.getByTestId('opponent-progress')).toContainText(`${await myMoves(a)} moves`)
  await shot(a, testInfo, 'grandmas-game-board')
  await finish(a, b)
  await shot(b, testInfo, 'grandmas-game-results')
})
