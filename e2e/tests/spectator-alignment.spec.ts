// A spectator's boards line up, whatever each racer's progress line holds (a long name, a wrapped
// move count, "disconnected 0:05"): the line wrapping differently per racer used to push one board
// lower than the other. Side by side (a tablet), both boards and bars start at the same height; on
// a phone, where the switch shows one board at a time, each racer's line starts at the same place
// right under the switch, with their bar and board right under it: a longer line moves the board
// down by its own height, never leaves a blank strip (spectator-phone.spec).
//
// Four racers (issue 41): on the desktop spectator view and Race TV the four header lines are
// grids of fixed columns — the name cut with "…", tabular numbers — so every racer's move count
// sits on one line, at one height, whatever their names; on a phone nothing in a line is cut.
import { expect, test, type Page, type TestInfo } from '../support/test.js'
import {
  clickMove,
  createRace,
  DESKTOP,
  expectMyMoves,
  joinByLink,
  newPage,
  PHONE,
  readyAndStart,
} from '../support/race.js'
import { expectUncut } from '../support/boxes.js'
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

/** Light, then dark: `<name>.png` and `<name>-dark.png`. */
async function shotBothThemes(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name)
  await page.emulateMedia({ colorScheme: 'dark' })
  await shot(page, testInfo, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

const SEATS = [0, 1, 2, 3]
const NAMES = ['Al', 'Maximiliana Wolkenstein', 'Bo', 'Cyprian Longfellow-Smyth']

/** Every seat's move count: one top and one bottom (one baseline) for all four. */
async function expectCountsInOneLine(page: Page) {
  const boxes = await Promise.all(
    SEATS.map(async (seat) => (await page.getByTestId(`progress-${seat}-moves`).boundingBox())!),
  )
  for (const box of boxes.slice(1)) {
    expect(box.y).toBe(boxes[0]!.y)
    expect(box.y + box.height).toBe(boxes[0]!.y + boxes[0]!.height)
  }
}

test('four racers’ header lines: counts on one line on a laptop and on TV, nothing cut on a phone', async ({
  browser,
  ownServer,
}, testInfo) => {
  test.setTimeout(180_000)
  // A server of its own: Race TV then features this race and no other.
  const origin = ownServer.origin
  const racers: Page[] = []
  for (const _ of SEATS) racers.push((await newPage(browser, origin, DESKTOP)).page)
  const [al, ...others] = racers
  await al!.goto('/')
  await al!.getByTestId('name-input').fill(NAMES[0]!)
  await al!.getByTestId('game-sir-tommy').click()
  await al!.getByTestId('seat-count-select').selectOption('4')
  await al!.getByTestId('create-race').click()
  await al!.waitForURL(/\/r\/[^/]+$/)
  const url = await al!.getByTestId('invite-url').inputValue()
  for (const [i, page] of others.entries()) await joinByLink(page, url, NAMES[i + 1]!)
  // Every seat taken and everyone ready: the race starts by itself.
  for (const page of racers) await page.getByTestId('ready-button').click()
  for (const page of racers)
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })
  // Different counts: two racers move, the others do not.
  for (const page of [racers[1]!, racers[3]!]) {
    expect(await clickMove(page, { prefer: /^foundation/ })).not.toBeNull()
    await expectMyMoves(page, 1)
  }

  const { page: laptop } = await newPage(browser, origin, DESKTOP)
  await laptop.goto(`${url}?watch`)
  for (const seat of SEATS)
    await expect(laptop.getByTestId(`spectator-board-${seat}`)).toBeVisible()
  await expect(laptop.getByTestId('progress-1-moves')).toHaveText('1 move')
  await expect(laptop.getByTestId('progress-0-moves')).toHaveText('0 moves')
  await expectCountsInOneLine(laptop)
  // The long names are cut with "…" inside their column, not wrapped onto a line of their own.
  const longName = laptop.getByTestId('progress-1').locator('strong')
  expect(await longName.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true)
  await shotBothThemes(laptop, testInfo, 'four-racers-spectator-desktop')

  const { page: tv } = await newPage(browser, origin, DESKTOP)
  await tv.goto('/tv')
  await expect(tv.getByTestId('progress-3')).toContainText('Cyprian')
  await expect(tv.getByTestId('progress-3-moves')).toHaveText('1 move')
  await expectCountsInOneLine(tv)
  await shotBothThemes(tv, testInfo, 'four-racers-tv-desktop')

  // A phone shows one racer at a time: each line's counts, status and presence whole.
  const { page: phone } = await newPage(browser, origin, PHONE)
  await phone.goto(`${url}?watch`)
  for (const seat of SEATS) {
    await phone.getByTestId(`show-board-${seat}`).click()
    const line = phone.getByTestId(`progress-${seat}`)
    await expect(phone.getByTestId(`spectator-board-${seat}`)).toBeVisible()
    for (const part of ['foundation', 'moves', 'status', 'presence'])
      await expectUncut(phone.getByTestId(`progress-${seat}-${part}`), line)
  }
  await shotBothThemes(phone, testInfo, 'four-racers-spectator-phone')
})
