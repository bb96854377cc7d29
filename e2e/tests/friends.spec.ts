// Friends (issue 43, docs/friends.md): two accounts in two browsers — the challenger on a laptop
// (1280×800), the friend on a phone (390×844). The challenger follows the friend by name on the
// Friends page and sees them online while they read the leaderboard; the profile shows the
// follower and the buttons. A challenge by name reaches the friend's leaderboard page as a toast
// with the game and a countdown: taken back (the toast goes), declined (the challenger is told in
// words), then accepted — both land in the same race's waiting room and race it to the results.
// The toast, the Friends page with the waiting challenge and the profile's buttons are checked by
// axe in both themes.
import { signUp, uniqueName } from '../support/accounts.js'
import { axeFindingsBothThemes } from '../support/axe.js'
import {
  clickMove,
  DESKTOP,
  expectMyMoves,
  myMoves,
  newPage,
  PHONE,
  readyAndStart,
  resign,
} from '../support/race.js'
import { shot } from '../support/shots.js'
import { expect, test, type Page } from '../support/test.js'

const raceIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2]!

/** Screenshots at 1280×800 and 390×844, back to the page's own size after. */
async function bothSizes(page: Page, info: Parameters<typeof shot>[1], name: string) {
  const size = page.viewportSize()
  await page.setViewportSize(DESKTOP)
  await shot(page, info, `${name}-desktop`)
  await page.setViewportSize(PHONE)
  await shot(page, info, `${name}-phone`)
  await expectNoSidewaysScroll(page)
  if (size) await page.setViewportSize(size)
}

async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width)
}

/** From the challenger's Friends page: Challenge on the friend's line, Sir Tommy, Send. */
async function challenge(page: Page, friend: string): Promise<void> {
  const line = page.locator(`[data-testid="friend"][data-username="${friend}"]`)
  await line.getByTestId('challenge-button').click()
  await line.getByTestId('challenge-game-select').selectOption('sir-tommy')
  await line.getByTestId('challenge-send').click()
  await expect(page.getByTestId('challenge-sent')).toContainText(`Challenge sent to ${friend}`)
}

test('follow by name, see them online, challenge them; they accept from a toast and both race', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const { page: ada } = await newPage(browser, baseURL, DESKTOP)
  const { page: grace } = await newPage(browser, baseURL, PHONE)
  const adaName = uniqueName('Ada')
  const graceName = uniqueName('Grace')
  await signUp(ada, adaName)
  await signUp(grace, graceName)

  // Grace reads the leaderboard: online, on a page that knows nothing of races or friends.
  await grace.goto('/leaderboards/sir-tommy')
  await expect(
    grace.getByTestId('leaderboard-empty').or(grace.getByTestId('leaderboard')),
  ).toBeVisible()

  // Ada follows her by name on the Friends page (from the header) and sees her online.
  await ada.getByTestId('friends-link').click()
  await expect(ada.getByTestId('friends-empty')).toBeVisible()
  await ada.getByTestId('follow-name').fill('Nobody-here')
  await ada.getByTestId('follow-submit').click()
  await expect(ada.getByTestId('follow-error')).toHaveText('There is no player called Nobody-here.')
  await ada.getByTestId('follow-name').fill(graceName)
  await ada.getByTestId('follow-submit').click()
  await expect(ada.getByTestId('follow-done')).toHaveText(`You follow ${graceName} now.`)
  const line = ada.locator(`[data-testid="friend"][data-username="${graceName}"]`)
  await expect(line).toHaveAttribute('data-status', 'online')
  await expect(line.getByTestId('friend-status')).toHaveText('online')
  await expect(line.getByTestId('friend-watch')).toHaveCount(0)

  // Her profile: one follower, Unfollow (Ada follows), Challenge and Block.
  await line.getByRole('link', { name: graceName }).click()
  await expect(ada.getByTestId('profile-name')).toHaveText(graceName)
  await expect(ada.getByTestId('profile-followers')).toHaveText('1 follower')
  await expect(ada.getByTestId('profile-follow')).toHaveText('Unfollow')
  await expect(ada.getByTestId('challenge-button')).toBeVisible()
  await expect(ada.getByTestId('profile-block')).toHaveText('Block')
  await bothSizes(ada, testInfo, 'friends-profile')
  expect(await axeFindingsBothThemes(ada, { include: '[data-testid="profile-friends"]' })).toEqual(
    [],
  )

  // A first challenge, taken back: Grace's toast goes with it.
  await ada.goto('/friends')
  await expect(line).toHaveAttribute('data-status', 'online')
  await challenge(ada, graceName)
  const toast = grace.getByTestId('challenge-toast')
  await expect(toast).toBeVisible()
  await ada.getByTestId('challenge-cancel').click()
  await expect(ada.getByTestId('challenge-sent')).toHaveCount(0)
  await expect(toast).toHaveCount(0)

  // A second, declined: Ada is told in words.
  await challenge(ada, graceName)
  await expect(toast).toBeVisible()
  await grace.getByTestId('challenge-decline').click()
  await expect(toast).toHaveCount(0)
  await expect(ada.getByTestId('challenge-notice').locator('p')).toHaveText(
    `${graceName} declined your challenge.`,
  )
  await expect(ada.getByTestId('challenge-sent')).toHaveCount(0)

  // A third: Grace sees who, which game and the time left, with Accept and Decline.
  await challenge(ada, graceName)
  await expect(toast).toBeVisible()
  await expect(toast.getByTestId('challenge-from')).toHaveText(adaName)
  await expect(toast.getByTestId('challenge-game')).toHaveText('Sir Tommy')
  await expect(toast.getByTestId('challenge-countdown')).toHaveText(/^(1:00|0:[0-5]\d)$/)
  await expect(grace.getByTestId('challenge-announcement')).toContainText(
    `${adaName} challenges you to a race`,
  )
  await expect(ada.getByTestId('challenge-sent-countdown')).toHaveText(/^(1:00|0:[0-5]\d) left$/)
  // The countdown runs.
  const first = await toast.getByTestId('challenge-countdown').textContent()
  await expect(toast.getByTestId('challenge-countdown')).not.toHaveText(first!, { timeout: 3000 })

  await bothSizes(grace, testInfo, 'friends-toast')
  await bothSizes(ada, testInfo, 'friends-panel')
  expect(
    await axeFindingsBothThemes(grace, { include: '[data-testid="challenge-center"]' }),
  ).toEqual([])
  expect(await axeFindingsBothThemes(ada)).toEqual([])

  // The toast is reached from the keyboard: Accept is a few Tabs from the top of the page.
  await grace.keyboard.press('Tab')
  let focused = ''
  for (let i = 0; i < 12 && focused !== 'challenge-accept'; i++) {
    focused = await grace.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')
    if (focused !== 'challenge-accept') await grace.keyboard.press('Tab')
  }
  expect(focused).toBe('challenge-accept')
  await grace.keyboard.press('Enter')

  // Both land in the same race's waiting room, in their seats.
  for (const p of [ada, grace]) {
    await p.waitForURL(/\/r\/[^/?]+$/)
    await expect(p.getByTestId('ready-button')).toBeVisible()
  }
  expect(raceIdOf(ada)).toBe(raceIdOf(grace))
  await expect(ada.getByTestId('race-kind')).toContainText('Friend race')
  await expect(ada.getByTestId('waiting-room')).toContainText(graceName)
  await expect(grace.getByTestId('waiting-room')).toContainText(adaName)

  // And race it: a move each, then both resign; both see the results.
  await readyAndStart(ada, grace)
  for (const p of [ada, grace])
    if (!(await clickMove(p))) {
      const before = await myMoves(p)
      await p.getByTestId('pile-stock').click()
      await expectMyMoves(p, before + 1)
    }
  await resign(ada)
  await resign(grace)
  for (const p of [ada, grace]) await expect(p.getByTestId('results')).toBeVisible()

  // Grace races a bot: Ada's Friends page says she is racing, and Watch opens her race.
  await grace.goto('/')
  await grace.getByTestId('game-sir-tommy').click()
  await grace.getByTestId('race-bot-easy').click()
  await grace.waitForURL(/\/r\/[^/?]+$/)
  const botRace = raceIdOf(grace)
  await grace.getByTestId('ready-button').click()
  await expect(grace.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  await ada.goto('/friends')
  await expect(line).toHaveAttribute('data-status', 'racing')
  await expect(line.getByTestId('friend-status')).toHaveText('racing now')
  await line.getByTestId('friend-watch').click()
  await ada.waitForURL(`**/r/${botRace}?watch`)
  await expect(ada.getByTestId('spectator-board-0')).toBeVisible()

  // Grace takes no challenges any more (Settings): Ada is told in words.
  await grace.goto('/settings')
  await grace.getByTestId('setting-challenges').selectOption('nobody')
  await expect(grace.getByTestId('settings-message')).toHaveText('Saved to your account.')
  await ada.goto('/friends')
  await line.getByTestId('challenge-button').click()
  await line.getByTestId('challenge-send').click()
  await expect(line.getByTestId('challenge-refused')).toHaveText(
    `${graceName} is not taking challenges from you right now.`,
  )
  await expect(grace.getByTestId('challenge-toast')).toHaveCount(0)

  // Grace blocks Ada from Ada's profile: to Ada she is offline now; Grace's Friends page lists
  // the block, and Unblock there lifts it.
  await grace.goto(`/@/${adaName}`)
  await grace.getByTestId('profile-block').click()
  await expect(grace.getByTestId('profile-block')).toHaveText('Unblock')
  await ada.reload()
  await expect(line).toHaveAttribute('data-status', 'offline')
  await grace.goto('/friends')
  const block = grace.locator(`[data-testid="blocked"][data-username="${adaName}"]`)
  await block.getByTestId('unblock').click()
  await expect(grace.getByTestId('blocked-empty')).toBeVisible()
  await ada.reload()
  await expect(line).not.toHaveAttribute('data-status', 'offline')
})

test('a guest is told friends need an account, with the way to sign up', async ({
  browser,
  baseURL,
}) => {
  const { page } = await newPage(browser, baseURL, PHONE)
  await page.goto('/friends')
  await expect(page.getByTestId('friends-guest')).toContainText('Friends need an account')
  await expect(
    page.getByTestId('friends-guest').getByRole('link', { name: 'Sign up' }),
  ).toHaveAttribute('href', '/signup')
  await expectNoSidewaysScroll(page)
})
