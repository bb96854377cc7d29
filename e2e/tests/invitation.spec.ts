// The invitation link opened without a session (issue 12.2 and 12.5): the page says which game,
// who invites, the time limit and the rules, and offers a seat only while one is free; after
// that it offers to watch, and once the race is over it shows the results.
import { expect, test } from '../support/test.js'
import { expectMyMoves, joinByLink, newPage, readyAndStart, resign } from '../support/race.js'

test('the invitation page follows the race: free seat, full, live, finished', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const { page: a } = await newPage(browser, baseURL)
  await a.goto('/')
  await a.getByTestId('name-input').fill('Ada')
  await a.getByTestId('game-grandmas-game').click()
  await a.getByTestId('variant-select').selectOption({ label: 'No reorder' })
  await a.getByTestId('time-limit-select').selectOption('5')
  await a.getByTestId('create-race').click()
  await a.waitForURL(/\/r\/[^/]+$/)
  const url = await a.getByTestId('invite-url').inputValue()
  // The waiting room shows the rules and the chosen time limit too.
  await expect(a.getByTestId('rules-summary')).toContainText("How to play Grandma's Game")
  await expect(a.getByTestId('time-limit')).toContainText('5 min')

  // A newcomer: who invites, which game and variant (by name, not id), time limit, rules, seats.
  const { page: b } = await newPage(browser, baseURL)
  await b.goto(url)
  await expect(b.getByTestId('invitation-title')).toHaveText('Ada invites you to race')
  await expect(b.getByTestId('invitation-game')).toHaveText("Grandma's Game · No reorder")
  await expect(b.getByTestId('invitation-time')).toHaveText('5 min')
  await expect(b.getByTestId('invitation-seats')).toContainText('Ada')
  await expect(b.getByTestId('invitation-seats')).toContainText('a free seat')
  await expect(b.getByTestId('rules-summary')).toContainText('thirteen piles')
  await expect(b.getByTestId('rules-more')).toHaveAttribute('href', '/rules/grandmas-game')
  await joinByLink(b, url, 'Grace')

  // Both seats taken: no name form, a Watch button that makes a spectator.
  const { page: c } = await newPage(browser, baseURL)
  await c.goto(url)
  await expect(c.getByTestId('invitation-full')).toContainText('Both seats are taken')
  await expect(c.getByTestId('name-input')).toHaveCount(0)
  await expect(c.getByTestId('invitation-seats')).toContainText('Grace')

  await readyAndStart(a, b)
  const { page: d } = await newPage(browser, baseURL)
  await d.goto(url)
  await expect(d.getByTestId('invitation-full')).toContainText('being played now')
  await d.getByTestId('watch-button').click()
  await expect(d.getByTestId('spectator-board-0')).toBeVisible()
  await expect(d.getByTestId('race-status')).toHaveAttribute('data-status', 'live')

  // One move (a deal from the stock), so the race is not called off as one nobody played.
  await a.getByTestId('pile-stock').click()
  await expectMyMoves(a, 1)
  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()

  // After the finish: the results, with the winner (or a tie) and the times.
  const { page: e } = await newPage(browser, baseURL)
  await e.goto(url)
  await expect(e.getByTestId('results')).toBeVisible()
  await expect(e.getByTestId('winner')).toHaveText(/won|tie/)
  await expect(e.getByTestId('result-0')).toContainText(/\d+:\d\d/)
  await expect(e.getByTestId('result-1')).toContainText('resigned')
  await expect(e.getByTestId('replay-link')).toBeVisible()

  // The "more" link: the game's rules page.
  await e.goto('/rules/grandmas-game')
  await expect(e.getByTestId('rules-title')).toHaveText("How to play Grandma's Game")
  await expect(e).toHaveTitle(/Rules of Grandma's Game/)
})
