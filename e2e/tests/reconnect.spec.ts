// A racer reloads the page mid-race and carries on where they were.
import { expect, test } from '../support/test.js'
import { boardCards, clickMove, expectMyMoves, myMoves, raceTwo, resign } from '../support/race.js'

test('a racer reloads mid-race and continues with the same board', async ({ browser, baseURL }) => {
  const { a, b } = await raceTwo(browser, baseURL, 'sir-tommy')

  expect(await clickMove(a)).not.toBeNull()
  expect(await clickMove(a)).not.toBeNull()
  await expectMyMoves(a, 2)
  const cards = await boardCards(a)
  // At least the turned card and one placed card show (two moves onto one foundation, an ace
  // and its two, leave only the two on top there).
  expect(cards.filter((c) => c !== '?').length).toBeGreaterThanOrEqual(2)

  await a.reload()
  await expect(a.getByTestId('race-status')).toHaveAttribute('data-status', 'live')
  await expectMyMoves(a, 2)
  await expect.poll(() => boardCards(a)).toEqual(cards)
  // Still seated: the opponent shows, and the race goes on.
  await expect(a.getByTestId('opponent-progress')).toContainText('Grace')
  expect(await clickMove(a)).not.toBeNull()
  expect(await myMoves(a)).toBe(3)
  await expect(b.getByTestId('opponent-progress')).toContainText('3 moves')

  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()
})
