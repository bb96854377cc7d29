// A tour of every page about races, with a real race behind them: the lobby, a live race, its
// spectator view, Race TV, the results, the replay, the leaderboard and a player's page, a
// ranked race's waiting room (ratings and stakes) and header, Settings and Friends.
// `visit(page, name)` is called on each once it has loaded.
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { createRace, expectMyMoves, joinByLink, readyAndStart, resign } from './race.js'

export type Visit = (page: Page, name: string) => Promise<void>

export async function tourPages(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
  visit: Visit,
): Promise<void> {
  const open = async () => {
    const context = await browser.newContext({ baseURL, ...options })
    return context.newPage()
  }
  const [a, b, watcher] = [await open(), await open(), await open()]
  await a.goto('/')
  await expect(a.getByTestId('create-race')).toBeVisible()
  await visit(a, 'lobby')
  const url = await createRace(a, 'Ada Lovelace', 'saratoga')
  await joinByLink(b, url, 'Grace Hopper')
  await readyAndStart(a, b)
  // A race nobody moved in is called off: one move makes it a real result.
  await a.getByTestId('pile-stock').click()
  await expectMyMoves(a, 1)
  await a.evaluate(() => window.scrollTo(0, 0))
  await visit(a, 'race')

  await watcher.goto(`${url}?watch`)
  await expect(watcher.getByTestId('spectator-board-0')).toBeVisible()
  await visit(watcher, 'spectator')
  await watcher.goto('/tv')
  await expect(watcher.getByTestId('spectator-board-0')).toBeVisible()
  await visit(watcher, 'tv')

  await resign(a)
  await resign(b)
  await expect(a.getByTestId('results')).toBeVisible()
  await visit(a, 'results')

  await a.getByTestId('replay-link').click()
  await expect(a.getByTestId('replay-scrubber')).toBeVisible()
  await a.getByTestId('replay-next').click()
  await visit(a, 'replay')

  await a.goto('/leaderboards/saratoga?kind=friends')
  await expect(a.getByTestId('leaderboard')).toBeVisible()
  await visit(a, 'leaderboard')
  await a.getByRole('link', { name: 'Ada Lovelace' }).first().click()
  await expect(a.getByTestId('player-name')).toHaveText('Ada Lovelace')
  await visit(a, 'player')

  // A ranked bot race: the waiting room with both ratings and the stakes, then the live header.
  await b.goto('/')
  await b.getByTestId('game-saratoga').click()
  await b.getByTestId('race-bot-easy').click()
  await expect(b.getByTestId('seat-0-stakes')).toBeVisible()
  await visit(b, 'ranked-waiting-room')
  await b.getByTestId('ready-button').click()
  await expect(b.getByTestId('my-progress-rating')).toBeVisible()
  await b.evaluate(() => window.scrollTo(0, 0))
  await visit(b, 'ranked-race')
  await resign(b)

  await a.goto('/settings')
  await expect(a.getByTestId('setting-theme')).toBeVisible()
  await visit(a, 'settings')

  // A guest's Friends page: why friends need an account (an account's, with a challenge's toast
  // in both themes, is checked by friends.spec.ts).
  await a.goto('/friends')
  await expect(a.getByTestId('friends-guest')).toBeVisible()
  await visit(a, 'friends')
  for (const page of [a, b, watcher]) await page.context().close()
}
