// A whole Sir Tommy race in three browsers: two racers on the same shuffle and a spectator,
// then the results, the leaderboard and the replay. Also checks what each browser was sent.
import { expect, test } from '../support/test.js'
import { findKey, recordFrames } from '../support/frames.js'
import {
  boardCards,
  clickMove,
  createRace,
  dragMove,
  expectMyMoves,
  joinByLink,
  keyboardMove,
  movesIn,
  newPage,
  PHONE,
  readyAndStart,
  resign,
} from '../support/race.js'
import { shot } from '../support/shots.js'

test('the lobby lists the three games and fits a phone', async ({ browser, baseURL }, testInfo) => {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', PHONE],
  ] as const) {
    const { context, page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    for (const game of ['sir-tommy', 'saratoga', 'grandmas-game']) {
      await expect(page.getByTestId(`game-${game}`)).toBeVisible()
    }
    await page.getByTestId('name-input').fill('Ada')
    await expect(page.getByTestId('create-race')).toBeEnabled()
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await shot(page, testInfo, `lobby-${size}`)
    await context.close()
  }
})

test('two racers and a spectator: Sir Tommy from lobby to replay', async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const { page: a } = await newPage(browser, baseURL)
  const { page: b } = await newPage(browser, baseURL)
  const { page: c } = await newPage(browser, baseURL)
  const framesA = recordFrames(a)
  const framesB = recordFrames(b)
  const framesC = recordFrames(c)

  const url = await createRace(a, 'Ada', 'sir-tommy')
  const raceId = url.split('/r/')[1]!
  await shot(a, testInfo, 'waiting-room')
  await joinByLink(b, url, 'Grace')
  await expect(a.getByTestId('seat-1')).toContainText('Grace')
  await readyAndStart(a, b)

  // Same shuffle: the first turned card is the same for both racers.
  const pendingA = a.locator('[data-pile="pending"] [data-card]')
  const pendingB = b.locator('[data-pile="pending"] [data-card]')
  await expect(pendingA).toHaveCount(1)
  expect(await pendingB.getAttribute('data-card')).toBe(await pendingA.getAttribute('data-card'))

  // The seats are full, so a third visitor who opens the link is offered to watch, not a seat.
  await c.goto(url)
  await expect(c.getByTestId('invitation-full')).toBeVisible()
  await expect(c.getByTestId('name-input')).toHaveCount(0)
  await c.getByTestId('watch-button').click()
  await expect(c.getByTestId('spectator-board-0')).toBeVisible()
  await expect(c.getByTestId('spectator-board-1')).toBeVisible()
  await expect(a.getByTestId('watchers')).toContainText('1 watching')
  await expect(c.getByTestId('watchers')).toContainText('1 watching')

  // Ada: one move by drag and drop, one by click-then-target.
  await dragMove(a, pendingA, 'waste-1')
  expect(await boardCards(a, 'pile-waste-1')).toHaveLength(1)
  await clickMove(a, { from: pendingA })
  await expectMyMoves(a, 2)
  // Grace sees Ada's progress; Grace plays by click and by keyboard.
  await expect(b.getByTestId('opponent-progress')).toContainText('2 moves')
  expect(await clickMove(b, { from: pendingB })).not.toBeNull()
  await keyboardMove(b, 'pending', 'waste-4')
  await expect(a.getByTestId('opponent-progress')).toContainText('2 moves')
  // One more each, whatever the boards allow (foundations first).
  expect(await clickMove(a, { prefer: /^foundation/ })).not.toBeNull()
  expect(await clickMove(b, { prefer: /^foundation/ })).not.toBeNull()
  await expect(a.getByTestId('opponent-progress')).toContainText('3 moves')
  await expect(b.getByTestId('opponent-progress')).toContainText('3 moves')

  // The spectator's boards are the racers' boards, live, except a card the other racer has not
  // seen yet (drawn face down, '?'): every card it shows is on that racer's board.
  await expect(c.getByTestId('progress-0')).toContainText('3 moves')
  await expect(c.getByTestId('progress-1')).toContainText('3 moves')
  const shownOn = async (testid: string, racer: typeof a) => {
    const seen = await boardCards(c, testid)
    const board = await boardCards(racer)
    return (
      seen.length === board.length && seen.every((card) => card === '?' || board.includes(card))
    )
  }
  await expect.poll(() => shownOn('spectator-board-0', a)).toBe(true)
  await expect.poll(() => shownOn('spectator-board-1', b)).toBe(true)
  // Picked up, the turned card shows where it may go (the green outlines).
  await pendingA.click()
  await expect(a.getByTestId('pile-waste-2')).toHaveAttribute('data-legal-target', 'true')
  await shot(a, testInfo, 'sir-tommy-board')
  await a.keyboard.press('Escape')
  await expect(a.getByTestId('pile-waste-2')).not.toHaveAttribute('data-legal-target', 'true')
  await shot(c, testInfo, 'spectator')

  // Ada resigns; Grace sees it and resigns too; the race is over for everyone.
  await resign(a)
  await expect(b.getByTestId('opponent-progress')).toHaveAttribute('data-status', 'resigned')
  await expect(c.getByTestId('progress-0')).toHaveAttribute('data-status', 'resigned')
  await resign(b)
  for (const p of [a, b, c]) {
    await expect(p.getByTestId('results')).toBeVisible()
    await expect(p.getByTestId('result-0')).toContainText('Ada')
    await expect(p.getByTestId('result-1')).toContainText('Grace')
  }
  const summary = (await (await request.get(`/api/races/${raceId}`)).json()) as {
    status: string
    seed?: string
  }
  expect(summary.status).toBe('finished')
  const seed = summary.seed ?? ''
  expect(seed).not.toBe('')
  for (const p of [a, b, c]) await expect(p.getByTestId('seed')).toHaveText(seed)
  await shot(a, testInfo, 'results')

  // What each browser was sent while the race ran (frames up to the finish).
  const beforeFinish = (frames: typeof framesA) =>
    frames.slice(
      0,
      frames.findIndex((f) => f.event === 'race:finished'),
    )
  for (const [who, frames] of [
    ['Ada', framesA],
    ['Grace', framesB],
    ['spectator', framesC],
  ] as const) {
    expect(
      frames.some((f) => f.event === 'race:finished'),
      `${who} got race:finished`,
    ).toBe(true)
    const live = beforeFinish(frames)
    expect(live.length, `${who} frames`).toBeGreaterThan(3)
    for (const f of live) expect(f.raw, `${who} was sent the seed`).not.toContain(seed)
  }
  for (const [who, frames, seat] of [
    ['Ada', framesA, 0],
    ['Grace', framesB, 1],
  ] as const) {
    for (const f of frames) {
      expect(findKey(f.args, 'views'), `${who} got both views`).toEqual([])
      // race:progress about the opponent comes without a view.
      if (f.event === 'race:progress') {
        const p = f.args[0] as { seat: number; view?: unknown }
        expect(p.seat, `${who} got progress`).not.toBe(seat)
        expect(p.view, `${who} got the opponent's view`).toBeUndefined()
      }
    }
    expect(frames.filter((f) => f.event === 'race:progress').length).toBeGreaterThan(0)
  }
  // Move acks carry what the move changed, never the whole view or the legal-move list (issue
  // 14): the board above was drawn from views the browser patched itself.
  const moveAcks = framesA.filter((f) => f.kind === 'ack' && findKey(f.args, 'patch').length > 0)
  expect(moveAcks.length, 'Ada got patch acks').toBeGreaterThan(0)
  for (const f of moveAcks) {
    expect(findKey(f.args, 'legal'), 'a move ack with a legal-move list').toEqual([])
    expect(findKey(f.args, 'view'), 'a move ack with a whole view').toEqual([])
  }
  // The spectator did get both boards (so the check above is not vacuous).
  expect(framesC.some((f) => findKey(f.args, 'views').length > 0)).toBe(true)
  expect(
    framesC.some((f) => f.event === 'race:progress' && findKey(f.args, 'view').length > 0),
  ).toBe(true)

  // The friend-race leaderboard lists both results of this secret-seed race (a race by link
  // is a friend race, never ranked).
  await a.goto('/leaderboards/sir-tommy?kind=friends')
  const rows = a.getByTestId('leaderboard-row')
  await expect(rows.filter({ hasText: 'Ada' }).first()).toBeVisible()
  await expect(rows.filter({ hasText: 'Grace' }).first()).toBeVisible()
  await shot(a, testInfo, 'leaderboard')

  // The replay plays back: stepping and scrubbing change the board.
  await a.goto(`/r/${raceId}/replay`)
  await expect(a.getByTestId('replay-seed')).toHaveText(seed)
  const board = 'replay-board-0'
  await expect(a.getByTestId(board)).toBeVisible()
  const start = await boardCards(a, board)
  await a.getByTestId('replay-next').click()
  await expect.poll(() => boardCards(a, board)).not.toEqual(start)
  const scrubber = a.getByTestId('replay-scrubber')
  await scrubber.fill(String(await scrubber.getAttribute('max')))
  await expect(a.locator('h2', { hasText: 'Ada' })).toContainText('move 3 of 3')
  await scrubber.fill('0')
  await expect.poll(() => boardCards(a, board)).toEqual(start)
  // The keyboard, once focus has left the scrubber (whose arrows are its own): → ← a move,
  // End and Home the ends, Space plays.
  await a.getByRole('heading', { level: 1 }).click()
  await a.keyboard.press('ArrowRight')
  await expect(a.getByTestId('move-0')).toHaveAttribute('aria-current', 'step')
  await a.keyboard.press('ArrowLeft')
  await expect(a.getByTestId('move-start')).toHaveAttribute('aria-current', 'step')
  await a.keyboard.press('End')
  await expect(a.locator('h2', { hasText: 'Ada' })).toContainText('move 3 of 3')
  await a.keyboard.press('Home')
  await expect.poll(() => boardCards(a, board)).toEqual(start)
  await a.keyboard.press('Space')
  await expect(a.locator('h2', { hasText: 'Ada' })).toContainText('move 3 of 3')
  await a.getByTestId('replay-speed').selectOption('64')
  await a.getByTestId('replay-play').click()
  await expect(a.locator('h2', { hasText: 'Ada' })).toContainText('move 3 of 3')
  await shot(a, testInfo, 'replay')
  expect(await movesIn(c.getByTestId('progress-0'))).toBe(3)
})
