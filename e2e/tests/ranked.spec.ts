// Ranked play (issue 10): "Race anyone" in the lobby asks a guest to sign up first (issue 21:
// ranked needs an account) and queues right after; nobody else comes, a server bot takes the seat; the player plays a few moves and resigns, and the result is on the
// ranked leaderboard (not on the friend-race one). A spectator of that race sees the bot's
// board with face-down cards where the bot is ahead of the player: cards the player has not
// seen yet are never shown to anyone watching.
import { expect, test, type Page, type TestInfo } from '../support/test.js'
import {
  clickMove,
  DESKTOP,
  expectMyMoves,
  joinByLink,
  myMoves,
  newPage,
  PHONE,
  readyAgainstQueueBot,
  resign,
} from '../support/race.js'
import { shot } from '../support/shots.js'

/** Light, then dark: `<name>.png` and `<name>-dark.png`. */
async function shotBothThemes(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name)
  await page.emulateMedia({ colorScheme: 'dark' })
  await shot(page, testInfo, `${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

/** "win +12 · tie ±0 · lose −12" (after the words a screen reader hears first). */
const STAKES = /^rating change: win \+\d+ · tie (±0|[+−]\d+) · lose −\d+$/
const BOT_RATING = /^\d{4}$/

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`ratings before a ranked race at ${size} size: the waiting room's stakes, then every header`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    // A newcomer races a bot (ranked): 1500? and what the result would do to it, beside the
    // bot's measured rating (which never moves, so no stakes).
    const { page } = await newPage(browser, baseURL, viewport)
    await page.goto('/')
    await page.getByTestId('name-input').fill(`Stakes_${size}`)
    await page.getByTestId('game-saratoga').click()
    await page.getByTestId('race-bot-medium').click()
    await page.waitForURL(/\/r\/[^/?]+$/)
    const raceId = new URL(page.url()).pathname.split('/').pop()!
    await expect(page.getByTestId('race-kind')).toHaveText('Ranked')
    await expect(page.getByTestId('seat-0-rating')).toHaveText('1500?')
    await expect(page.getByTestId('seat-0-stakes')).toHaveText(STAKES)
    await expect(page.getByTestId('seat-1-rating')).toHaveText(BOT_RATING)
    await expect(page.getByTestId('seat-1-stakes')).toHaveCount(0)
    await expect(page.getByTestId('stakes-note')).toBeVisible()
    await shotBothThemes(page, testInfo, `ranked-waiting-room-${size}`)

    // Live: the ratings stay beside the names in the racer's header…
    await page.getByTestId('ready-button').click()
    await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })
    await expect(page.getByTestId('my-progress-rating')).toHaveText('1500?')
    await expect(page.getByTestId('opponent-progress-rating')).toHaveText(BOT_RATING)
    await shotBothThemes(page, testInfo, `ranked-live-header-${size}`)

    // …and the spectator's, and on Race TV (ranked races come first there).
    const { page: watcher } = await newPage(browser, baseURL, viewport)
    await watcher.goto(`/r/${raceId}?watch`)
    await expect(watcher.getByTestId('progress-0-rating')).toHaveText('1500?')
    await expect(watcher.getByTestId('progress-1-rating')).toHaveText(BOT_RATING)
    await shotBothThemes(watcher, testInfo, `ranked-spectator-${size}`)
    await watcher.goto('/tv')
    await expect(watcher.getByTestId('progress-0-rating')).toHaveText(/^\d{4}\??$/)
    await expect(watcher.getByTestId('progress-1-rating')).toHaveText(/^\d{4}\??$/)
    await shotBothThemes(watcher, testInfo, `ranked-tv-${size}`)
    await resign(page)
  })
}

test('race anyone → sign up → a bot → play, resign → on the ranked board; spectators see no future', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const { context, page } = await newPage(browser, baseURL)
  const name = `Ranked_${Date.now() % 100000}`
  await page.goto('/')
  await page.getByTestId('name-input').fill(name)
  await page.getByTestId('game-sir-tommy').click()
  await page.getByTestId('race-anyone').click()
  // A guest: ranked needs an account, offered right here with the name typed as username.
  const offer = page.getByTestId('ranked-signup')
  await expect(offer).toContainText('Race anyone needs an account')
  await expect(page.getByTestId('ranked-signup-username')).toHaveValue(name)
  await page.getByTestId('ranked-signup-password').fill('a long and unusual phrase')
  await shot(page, testInfo, 'ranked-signup-offer')
  await page.getByTestId('ranked-signup-submit').click()
  // Queued at once; the recovery codes stay until saved (a match waits for that click).
  await expect(page.getByTestId('ranked-signup-codes').locator('code')).toHaveCount(8)
  await expect(page.getByTestId('account-link')).toHaveText(name)
  await expect(
    page.getByTestId('queue-waiting').or(page.getByTestId('queue-matched')),
  ).toBeVisible()
  await shot(page, testInfo, 'queue-waiting')
  await page.getByTestId('ranked-signup-saved').click()

  // Nobody else is waiting: a bot steps in.
  const raceId = await readyAgainstQueueBot(page)

  // A spectator (no session) watches the race.
  const watcher = await newPage(browser, baseURL)
  await watcher.page.goto(`/r/${raceId}?watch`)
  await expect(watcher.page.getByTestId('race-kind')).toHaveText('Ranked')
  const seats = [0, 1]
  const bars = await Promise.all(
    seats.map((s) => watcher.page.getByTestId(`progress-${s}`).innerText()),
  )
  const botSeat = bars.findIndex((t) => !t.includes(name))
  expect(botSeat).toBeGreaterThanOrEqual(0)

  // The bot runs ahead; the person plays slowly. The spectator's board of the bot shows
  // face-down cards outside the stock: what the bot has turned and the player has not.
  const botBoard = watcher.page.getByTestId(`spectator-board-${botSeat}`)
  const maskedBacks = botBoard.locator(
    '[data-pile]:not([data-pile="stock"]) [data-testid="card-masked"]',
  )
  await expect.poll(() => maskedBacks.count(), { timeout: 20_000 }).toBeGreaterThan(0)
  await shot(watcher.page, testInfo, 'spectator-masked')

  for (let i = 0; i < 3; i++) {
    if (await clickMove(page, { prefer: /^foundation/ })) continue
    const before = await myMoves(page)
    await page.getByTestId('pile-stock').click()
    await expectMyMoves(page, before + 1)
  }
  await resign(page)
  await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'finished', {
    timeout: 90_000,
  })
  await expect(page.getByTestId('results-kind')).toHaveText('Ranked')
  // The rating change, provisional at first ("?").
  await expect(page.getByTestId('rating-0')).toHaveText(
    /^Your rating: 1500\? → \d+\? \([+-]\d+\)\s*\(provisional\)$/,
  )
  await expect(page.getByTestId('new-ranked')).toBeVisible()
  await shot(page, testInfo, 'ranked-results')

  // The player's result is on the ranked board of Sir Tommy, with a rating…
  await page.goto('/leaderboards/sir-tommy')
  const mine = page.getByTestId('leaderboard-row').filter({ hasText: name })
  await expect(mine).toHaveCount(1)
  await expect(mine.getByTestId('leaderboard-rating')).toHaveText(/^\d+\?$/)
  await expect(mine.locator(`a[href="/r/${raceId}/replay"]`)).toHaveCount(1)
  await shot(page, testInfo, 'leaderboard-ranked')
  // …and not on the friend-race board.
  await page.getByTestId('kind-friends').click()
  await expect(page.getByTestId('leaderboard-explainer')).toContainText('Unverified')
  await expect(page.getByTestId('leaderboard-row').filter({ hasText: name })).toHaveCount(0)

  // The replay says the kind too.
  await page.goto(`/r/${raceId}/replay`)
  await expect(page.getByTestId('race-kind')).toHaveText('Ranked')

  await context.close()
  await watcher.context.close()
})

test('a friend race without spectators: visitors are told so and see nothing of it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const a = await newPage(browser, baseURL)
  await a.page.goto('/')
  await a.page.getByTestId('name-input').fill('Ada')
  await a.page.getByTestId('game-saratoga').click()
  await a.page.getByTestId('spectators-toggle').uncheck()
  await expect(a.page.getByTestId('spectator-delay')).toBeDisabled()
  await a.page.getByTestId('create-race').click()
  await a.page.waitForURL(/\/r\/[^/]+$/)
  const url = await a.page.getByTestId('invite-url').inputValue()
  await expect(a.page.getByTestId('race-kind')).toHaveText('Friend race · unranked')
  await expect(a.page.getByTestId('watchers')).toHaveText('No spectators')

  const b = await newPage(browser, baseURL)
  await joinByLink(b.page, url, 'Grace')
  // A third visitor: no seat, and no Watch button either.
  const c = await newPage(browser, baseURL)
  await c.page.goto(url)
  await expect(c.page.getByTestId('invitation-no-spectators')).toContainText('without spectators')
  await expect(c.page.getByTestId('watch-button')).toHaveCount(0)
  // Asking to watch anyway: the server says NO_SPECTATORS, the page says it plainly.
  await c.page.goto(`${url}?watch`)
  await expect(c.page.getByTestId('join-error')).toContainText('without spectators')
  for (const p of [a, b, c]) await p.context.close()
})
