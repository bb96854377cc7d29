// Race TV: a visitor watches the featured race, follows the racers into their rematch, and the
// lobby shows the featured race small.
import { expect, test } from '../support/test.js'
import {
  createRace,
  expectMyMoves,
  joinByLink,
  newPage,
  PHONE,
  readyAndStart,
  resign,
} from '../support/race.js'
import { shot } from '../support/shots.js'

test('Race TV shows the live race and carries its watchers to the rematch', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL)
  const { page: tv } = await newPage(browser, baseURL, PHONE)
  const url = await createRace(a, 'Ada', 'saratoga')
  const raceId = url.split('/r/')[1]!
  await joinByLink(b, url, 'Grace')
  await readyAndStart(a, b)

  await tv.goto('/')
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
