// Solver par after a race: the results show it next to the player's score, and the replay
// plays the solver's line on the same board.
import { expect, test } from '../support/test.js'
import { expectMyMoves, PHONE, raceTwo, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

test('par shows on the results and the replay plays the solution', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const { a, b } = await raceTwo(browser, baseURL, 'saratoga', { b: PHONE })
  // Nothing about par during the race.
  await expect(a.getByTestId('par')).toHaveCount(0)
  await a.getByTestId('pile-stock').click()
  await expectMyMoves(a, 1)
  await resign(a)
  await resign(b)

  for (const p of [a, b]) {
    await expect(p.getByTestId('results')).toBeVisible()
    await expect(p.getByTestId('par')).toHaveText(/^You \d+ · par (at least )?\d+ of 52/, {
      timeout: 60_000,
    })
  }
  await shot(b, testInfo, 'results-par-phone')

  await a.getByTestId('replay-link').click()
  await expect(a.getByTestId('par')).toHaveText(/^Par (at least )?\d+ of 52/)
  // A few deals let no card reach a foundation (par 0): the solver has no line to play.
  if (/^Par (at least )?0 of 52/.test((await a.getByTestId('par').textContent()) ?? '')) {
    await expect(a.getByTestId('no-solution')).toBeVisible()
    await expect(a.getByTestId('show-solution')).toHaveCount(0)
    return
  }
  await a.getByTestId('show-solution').click()
  const board = a.getByTestId('replay-board-0')
  await expect(a.locator('section', { has: board }).locator('h2')).toContainText('Solver (par)')
  await expect(a.locator('section', { has: board }).locator('h2')).toContainText('move 0 of')
  await a.getByTestId('replay-next').click()
  await expect(a.locator('section', { has: board }).locator('h2')).toContainText('move 1 of')
  await shot(a, testInfo, 'replay-solution')
  await a.getByTestId('show-solution').click()
  await expect(a.getByTestId('show-solution')).toHaveText('Show the solution')
})
