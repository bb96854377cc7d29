// A phone spectator's two boards start at the same height, whatever each racer's progress line
// holds (a long name, a wrapped move count, "disconnected 0:05"): the line wrapping differently
// per racer used to push one board lower than the other.
import { expect, test } from '../support/test.js'
import { createRace, joinByLink, newPage, PHONE, readyAndStart } from '../support/race.js'
import { shot } from '../support/shots.js'

test('a phone spectator sees both boards and both bars at the same height', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL)
  const url = await createRace(a, 'Al', 'sir-tommy')
  await joinByLink(b, url, 'Maximiliana Wolkenstein')
  await readyAndStart(a, b)

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await phone.goto(`${url}?watch`)
  const top = async (testid: string) => (await phone.getByTestId(testid).boundingBox())!.y
  await expect(phone.getByTestId('spectator-board-1')).toBeVisible()
  await shot(phone, testInfo, 'spectator-aligned-phone')
  expect(await top('spectator-board-0')).toBe(await top('spectator-board-1'))
  const bar = (seat: number) => `[data-testid="progress-${seat}"] [role="progressbar"]`
  const barTop = async (seat: number) => (await phone.locator(bar(seat)).boundingBox())!.y
  expect(await barTop(0)).toBe(await barTop(1))
})
