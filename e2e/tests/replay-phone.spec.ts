// A finished race's replay read on a phone (as the spectator's page, spectator-phone.spec): two
// boards side by side had 22 px cards, so a phone shows one board at a time at nearly the page's
// width, picked with the switch naming each racer with their cards up at the replay's move. The
// replay's keys (← → Home End Space) keep working after a switch. A laptop still shows both
// boards side by side, with no switch.
import { expect, test, type Locator, type Page } from '../support/test.js'
import { clickMove, DESKTOP, newPage, PHONE, raceTwo, resign } from '../support/race.js'
import { shot } from '../support/shots.js'
import { boxOf, cardWidth, expectUncut } from '../support/boxes.js'

/** Opens the replay, reloading until the server has published it (stored the finish). */
async function openReplay(page: Page, raceId: string): Promise<void> {
  await expect
    .poll(async () => {
      await page.goto(`/r/${raceId}/replay`)
      return page.getByTestId('replay-play').or(page.getByTestId('replay-error')).textContent()
    })
    .not.toMatch(/published/)
}

test('a phone reads one racer’s board of a replay at full width, switches, and keeps the keys', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { a, b, url } = await raceTwo(browser, baseURL, 'sir-tommy')
  // A few moves each (foundation moves first, so the counts differ), then both resign.
  for (let i = 0; i < 4; i++) {
    expect(await clickMove(a, { prefer: /^foundation/ })).not.toBeNull()
    expect(await clickMove(b)).not.toBeNull()
  }
  // Grace plays on, so her piles end longer than Ada's (Ada's board is the shorter one).
  for (let i = 0; i < 8; i++) expect(await clickMove(b)).not.toBeNull()
  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()
  const raceId = new URL(url).pathname.split('/').pop()!

  const { page: phone } = await newPage(browser, baseURL, PHONE)
  await openReplay(phone, raceId)
  const ada = phone.getByTestId('replay-board-0')
  const grace = phone.getByTestId('replay-board-1')
  await expect(ada).toBeVisible()
  await expect(grace).toBeHidden()
  await expect(phone.getByTestId('show-board-0')).toContainText('Ada')
  await expect(phone.getByTestId('show-board-1')).toContainText('Grace')
  await expect(phone.getByTestId('show-board-0')).toHaveAttribute('aria-pressed', 'true')
  // The deal: nobody has a card up yet.
  await expect(phone.getByRole('button', { name: 'Grace, 0 of 52 up' })).toBeVisible()

  // Nearly the page's width, and cards big enough to read their rank and suit.
  const board = await boxOf(phone, 'replay-board-0')
  expect(board.width).toBeGreaterThanOrEqual(PHONE.width - 40)
  expect(await cardWidth(ada)).toBeGreaterThanOrEqual(44)
  // The move the replay is at, as the (folded) move list marks it: -1 is the deal.
  const at = phone.getByTestId('move-list').locator('[aria-current="step"]')
  await expect(at).toHaveAttribute('data-move', '-1')

  // Grace's board takes Ada's place, as big.
  await phone.getByTestId('show-board-1').click()
  await expect(grace).toBeVisible()
  await expect(ada).toBeHidden()
  await expect(phone.getByTestId('show-board-1')).toHaveAttribute('aria-pressed', 'true')
  expect(await boxOf(phone, 'replay-board-1')).toEqual(board)
  expect(await cardWidth(grace)).toBeGreaterThanOrEqual(44)

  // The switch took no keys: → steps a move, End goes to the end, where Grace's heading says
  // her last move and each button counts what its racer's board has up; Home back; Space plays
  // and pauses.
  await phone.keyboard.press('ArrowRight')
  await expect(at).toHaveAttribute('data-move', '0')
  await phone.keyboard.press('End')
  const heading = (board: Locator) => phone.locator('section', { has: board }).locator('h2')
  await expect(heading(grace)).toContainText('move 12 of 12')
  for (const [seat, board] of [ada, grace].entries()) {
    const up = /(\d+)\/52/.exec((await heading(board).textContent()) ?? '')?.[1]
    await expect(phone.getByTestId(`show-board-${seat}-foundation`)).toHaveText(up!)
  }
  // Both resigned: each button says so, and names them, whole.
  for (const seat of [0, 1]) {
    const button = phone.getByTestId(`show-board-${seat}`)
    const note = phone.getByTestId(`show-board-${seat}-note`)
    await expect(note).toHaveText('resigned')
    await expectUncut(note, button)
    await expectUncut(button.locator('.name'), button)
  }
  await shot(phone, testInfo, 'replay-phone-grace')
  await phone.keyboard.press('Home')
  await expect(at).toHaveAttribute('data-move', '-1')
  await phone.keyboard.press('Space')
  await expect(phone.getByTestId('replay-play')).toHaveAttribute('aria-label', 'pause')
  await phone.keyboard.press('Space')
  await expect(phone.getByTestId('replay-play')).toHaveAttribute('aria-label', 'play')

  await phone.getByTestId('show-board-0').click()
  await expect(ada).toBeVisible()
  await expect(grace).toBeHidden()
  // At the end Grace's piles are longer than Ada's: what follows Ada's board sits right under
  // it all the same, not under the hidden board's length.
  await phone.keyboard.press('End')
  await expect(heading(grace)).toContainText('move 12 of 12')
  const shownBoard = await boxOf(phone, 'replay-board-0')
  const fold = await boxOf(phone, 'replay-details')
  expect(fold.y - (shownBoard.y + shownBoard.height)).toBeLessThanOrEqual(16)
  expect(
    await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0)
  await shot(phone, testInfo, 'replay-phone-ada')

  // A laptop: both boards side by side, no switch.
  const { page: wide } = await newPage(browser, baseURL, DESKTOP)
  await openReplay(wide, raceId)
  await expect(wide.getByTestId('replay-board-0')).toBeVisible()
  await expect(wide.getByTestId('replay-board-1')).toBeVisible()
  await expect(wide.getByTestId('spectator-switch')).toBeHidden()
  const left = await boxOf(wide, 'replay-board-0')
  const right = await boxOf(wide, 'replay-board-1')
  expect(right.y).toBe(left.y)
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width)
  await shot(wide, testInfo, 'replay-desktop-two')
})
