// Race TV: a visitor watches the featured race, follows the racers into their rematch, and the
// lobby shows the featured race small.
import { expect, test } from '../support/test.js'
import { expectMyMoves, newPage, PHONE, raceTwo, resign } from '../support/race.js'
import { lobbySettled } from '../support/lobby.js'
import { shot } from '../support/shots.js'

// On a server of its own: a ranked race another spec left live would be TV's pick instead.
test('Race TV shows the live race and carries its watchers to the rematch', async ({
  browser,
  ownServer,
}, testInfo) => {
  test.setTimeout(150_000)
  const baseURL = ownServer.origin
  const { a, b, url } = await raceTwo(browser, baseURL, 'saratoga')
  const { page: tv } = await newPage(browser, baseURL, PHONE)
  const raceId = url.split('/r/')[1]!

  await tv.goto('/')
  await lobbySettled(tv)
  await expect(tv.getByTestId('featured-race')).toContainText('Ada vs Grace')
  await tv.getByTestId('featured-watch').click()
  await expect(tv.getByTestId('tv-race')).toHaveAttribute('data-race-id', raceId)
  await expect(tv.getByTestId('spectator-board-0')).toBeVisible()
  await a.getByTestId('pile-stock').click()
  await expectMyMoves(a, 1)
  await shot(tv, testInfo, 'tv-phone')

  await resign(a)
  await resign(b)
  await expect(tv.getByTestId('results')).toBeVisible()
  await a.getByTestId('rematch-button').click()
  await b.getByTestId('rematch-accept').click()
  await a.waitForURL((u) => !u.pathname.endsWith(raceId))
  const rematchId = new URL(a.url()).pathname.split('/r/')[1]!
  await expect(tv.getByTestId('tv-race')).toHaveAttribute('data-race-id', rematchId, {
    timeout: 20_000,
  })
})
