// Leaving a live race is no dead end (as on lichess): the lobby offers the way back, and the
// race's watch link (from the live list) seats the racer again instead of refusing.
import { expect, test } from '../support/test.js'
import { expectMyMoves, PHONE, raceTwo } from '../support/race.js'
import { lobbySettled } from '../support/lobby.js'
import { shot } from '../support/shots.js'

test('a racer who left for the lobby gets back to the seat, by its link or the watch link', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { b: grace, url } = await raceTwo(browser, baseURL, 'saratoga', { b: PHONE })
  const raceId = url.split('/r/')[1]!
  await grace.getByTestId('pile-stock').click()
  await expectMyMoves(grace, 1)

  await grace.getByTestId('home-link').click()
  await expect(grace.getByTestId('own-race')).toContainText('You have a race in progress')
  await shot(grace, testInfo, 'lobby-own-race-phone')
  await grace.getByTestId('own-race-link').click()
  await expect(grace).toHaveURL(new RegExp(`/r/${raceId}$`))
  await expectMyMoves(grace, 1)

  // The live list links to ?watch: for one of the racers that is the seat, not an error.
  await grace.getByTestId('home-link').click()
  await lobbySettled(grace)
  await grace.getByTestId(`live-race-${raceId}`).click()
  await expect(grace).toHaveURL(new RegExp(`/r/${raceId}$`))
  await expect(grace.getByTestId('join-error')).toHaveCount(0)
  await expect(grace.getByTestId('my-board')).toBeVisible()
  await expectMyMoves(grace, 1)
  await grace.getByTestId('pile-stock').click()
  await expectMyMoves(grace, 2)
})
