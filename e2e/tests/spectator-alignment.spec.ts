// A spectator's boards line up, whatever each racer's progress line holds (a long name, a wrapped
// move count, "disconnected 0:05"): the line wrapping differently per racer used to push one board
// lower than the other. Side by side (a tablet), both boards and bars start at the same height; on
// a phone, where the switch shows one board at a time, each racer's line starts at the same place
// right under the switch, with their bar and board right under it: a longer line moves the board
// down by its own height, never leaves a blank strip (spectator-phone.spec).
import { expect, test } from '../support/test.js'
import { createRace, joinByLink, newPage, PHONE, readyAndStart } from '../support/race.js'
import { shot } from '../support/shots.js'

const TABLET = { width: 768, height: 1024 }

test('a spectator’s boards and bars line up, side by side and switched on a phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL)
  const url = await createRace(a, 'Al', 'sir-tommy')
  await joinByLink(b, url, 'Maximiliana Wolkenstein')
  await readyAndStart(a, b)
  const bar = (seat: number) => `[data-testid="progress-${seat}"] [role="progressbar"]`

  const { page: tablet } = await newPage(browser, baseURL, TABLET)
  await tablet.goto(`${url}?watch`)
  const top = async (testid: string) => (await tablet.getByTestId(testid).boundingBox())!.y
  await expect(tablet.getByTestId('spectator-board-1')).toBeVisible()
  await shot(tablet, testInfo, 'spectator-aligned-tablet')
  expect(await top('spectator-board-0')).toBe(await top('spectator-board-1'))
  const barTop = async (seat: number) => (await tablet.locator(bar(seat)).boundingBox())!.y
  expect(await barTop(0)).toBe(await barTop(1))

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await phone.goto(`${url}?watch`)
  const place = async (seat: number) => {
    await phone.getByTestId(`show-board-${seat}`).click()
    const board = phone.getByTestId(`spectator-board-${seat}`)
    await expect(board).toBeVisible()
    return {
      line: (await phone.getByTestId(`progress-${seat}`).boundingBox())!,
      board: (await board.boundingBox())!,
      bar: (await phone.locator(bar(seat)).boundingBox())!,
    }
  }
  const al = await place(0)
  await shot(phone, testInfo, 'spectator-aligned-phone')
  const maximiliana = await place(1)
  await shot(phone, testInfo, 'spectator-aligned-phone-long-name')
  expect(maximiliana.line.y).toBe(al.line.y)
  const barToBoard = (p: typeof al) => p.board.y - (p.bar.y + p.bar.height)
  expect(barToBoard(maximiliana)).toBeCloseTo(barToBoard(al), 0)
})
