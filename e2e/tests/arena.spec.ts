// Arenas (issue 42): an account creates a private arena in the lobby and is given its link; two
// players — one on a 390×844 phone — join by that link (the lobby does not list it for them),
// play its two rounds (each round ends early once everyone has finished it: resigning counts),
// see the standings move between the rounds while a fourth, only watching, sees them live by
// socket; all end on the final table with each round's par and each entrant's own replays.
import { expect, test, type Page } from '../support/test.js'
import { signUp, uniqueName } from '../support/accounts.js'
import { axeFindings } from '../support/axe.js'
import { clickMove, DESKTOP, newPage, PHONE, resign } from '../support/race.js'
import { shot } from '../support/shots.js'

/** Plays until a card is on a foundation (foundation moves first); false if none gets there. */
async function scoreACard(page: Page): Promise<boolean> {
  const foundation = page.getByTestId('my-progress-foundation')
  // Every card of the stock may have to be turned first: a deal can hide its aces deep.
  for (let i = 0; i < 110; i++) {
    if (Number(await foundation.innerText()) > 0) return true
    if (!(await clickMove(page, { prefer: /^foundation/ }))) return false
  }
  return Number(await foundation.innerText()) > 0
}

/** Waits for the page to be taken to a round's race (other than `after`); returns its id. */
async function toRound(page: Page, round: number, after?: string): Promise<string> {
  await expect(page).toHaveURL(/\/r\/[^/?]+$/, { timeout: 60_000 })
  if (after) await expect(page).not.toHaveURL(new RegExp(`/r/${after}$`), { timeout: 60_000 })
  await expect(page.getByTestId('arena-bar-clock')).toContainText(`Round ${round} of 2`)
  await expect(page.getByTestId('my-board')).toBeVisible()
  return new URL(page.url()).pathname.split('/')[2] ?? ''
}

test('three players join an arena from the lobby, play two rounds and see the final table', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(480_000)
  const ada = (await newPage(browser, baseURL, DESKTOP)).page
  const bo = (await newPage(browser, baseURL, DESKTOP)).page
  const cy = (await newPage(browser, baseURL, PHONE)).page

  const dee = (await newPage(browser, baseURL, DESKTOP)).page

  // An account creates the arena in the lobby: 2 rounds of 5 minutes (each ends early, once all
  // three have resigned; a 1-minute round could run out while Ada plays a card home on a busy
  // machine), starting in 30 s. It is private: the form gives its link to copy, and its page.
  await signUp(ada, uniqueName('arena'))
  await ada.goto('/')
  await ada.getByTestId('arena-create-open').click()
  const name = `Arena ${uniqueName('t')}`
  await ada.getByTestId('arena-name-input').fill(name)
  await ada.getByTestId('arena-rounds-select').selectOption('2')
  await ada.getByTestId('arena-round-length').selectOption('5')
  await ada.getByTestId('arena-starts-in').selectOption('30')
  await ada.getByTestId('arena-create-submit').click()
  const made = ada.getByTestId('arena-made')
  await expect(made).toContainText(name)
  const link = await made.getByTestId('arena-url').inputValue()
  expect(link).toMatch(/\/arena\/[^/]+$/)
  const arenaId = link.split('/').at(-1) ?? ''
  await made.getByTestId('arena-made-open').click()
  await expect(ada).toHaveURL(new RegExp(`/arena/${arenaId}$`))
  await expect(ada.getByTestId('arena-name')).toHaveText(name)
  await expect(ada.getByTestId('arena-clock')).toContainText('Starts in')
  await ada.getByTestId('arena-join').click()
  await expect(ada.getByTestId('arena-joined')).toBeVisible()

  // The lobby does not list it for the others; they open the link and join as guests.
  await bo.goto('/')
  await expect(bo.getByTestId('lobby-arenas')).toBeVisible()
  await expect(bo.locator(`[data-testid="arena-row"][data-arena="${arenaId}"]`)).toHaveCount(0)
  for (const [page, who] of [
    [bo, 'Bo'],
    [cy, 'Cy'],
  ] as const) {
    await page.goto(link)
    await expect(page.getByTestId('arena-name')).toHaveText(name)
    await page.getByTestId('arena-guest-name').fill(who)
    await page.getByTestId('arena-join').click()
    await expect(page.getByTestId('arena-joined')).toBeVisible()
  }
  // Ada made it: her player id is the arena's creator's.
  const made$ = await (await ada.request.get(`/api/arenas/${arenaId}`)).json()
  const adaId: string = made$.arena.createdBy.id
  // Dee only watches, by the link.
  await dee.goto(link)
  await expect(dee.getByTestId('arena-entrants')).toHaveText('3 entrants')
  await expect(ada.getByTestId('arena-entrants')).toHaveText('3 entrants')
  await expect(cy.getByTestId('arena-entrant-list').getByTestId('standing')).toHaveCount(3)
  await shot(cy, testInfo, 'arena-phone-before-start')
  expect(await axeFindings(cy)).toEqual([])

  // Round 1: everyone is taken to their race. Ada gets a card home; then all three resign.
  const round1 = await Promise.all([ada, bo, cy].map((p) => toRound(p, 1)))
  expect(await scoreACard(ada)).toBe(true)
  await shot(cy, testInfo, 'arena-phone-round-1')
  // The last resign ends the round for everyone and may take every page on to round 2 at once,
  // so the round-over bar is read on Cy's phone while Bo is still playing; Bo's resign is then
  // checked by round 2 starting.
  for (const page of [ada, cy]) await resign(page)
  await expect(cy.getByTestId('arena-bar-next')).toBeVisible()
  await shot(cy, testInfo, 'arena-phone-round-over')
  await bo.getByTestId('resign-button').click()
  await bo.getByTestId('resign-confirm').click()

  // Round 2 starts at once (everyone has finished round 1): the standings have moved — Ada beat
  // both in round 1 (4 points), Bo and Cy tied (1 point each: joint 2nd); round 2, all level so far, adds 2
  // each once it counts.
  await Promise.all([ada, bo, cy].map((p, i) => toRound(p, 2, round1[i])))
  await expect(ada.getByTestId('arena-bar-place')).toContainText(/you are 1st · [46] points/)
  await expect(bo.getByTestId('arena-bar-place')).toContainText(
    /you are joint 2nd · (1 point|3 points)/,
  )
  await expect(cy.getByTestId('arena-bar-place')).toContainText(
    /you are joint 2nd · (1 point|3 points)/,
  )
  await shot(cy, testInfo, 'arena-phone-round-2')
  // The watcher's page follows live, by socket (its fallback poll is slower than this wait).
  const deeAda = dee.locator(`[data-testid="standing"][data-player="${adaId}"]`)
  await expect(deeAda).toHaveAttribute('data-place', '1', { timeout: 10_000 })
  await expect(dee.getByTestId('arena-table')).toContainText('Standings, live')
  // Cy's resign ends the arena, and the final table may replace Cy's race page before its own
  // status can be read there: the final table below is what that resign is checked by.
  for (const page of [ada, bo]) await resign(page)
  await cy.getByTestId('resign-button').click()
  await cy.getByTestId('resign-confirm').click()

  // The end: every page goes to the final table, with both rounds' best and par, and the seeds.
  for (const page of [ada, bo, cy]) {
    await expect(page).toHaveURL(new RegExp(`/arena/${arenaId}$`), { timeout: 60_000 })
    await expect(page.getByTestId('arena-status')).toHaveAttribute('data-status', 'finished')
  }
  const table = cy.getByTestId('arena-standings')
  await expect(table).toContainText('Final standings')
  const first = table.getByTestId('standing').first()
  await expect(first).toHaveAttribute('data-place', '1')
  await expect(first).toHaveAttribute('data-points', '6')
  await expect(cy.getByTestId('arena-winner')).toContainText('won')
  await expect(cy.getByTestId('arena-round')).toHaveCount(2)
  await expect(cy.getByTestId('arena-round').first().getByTestId('round-best')).toContainText('1')
  // The solver's par of each round's deal comes a little after the end.
  await expect(cy.getByTestId('round-par').first()).toHaveText(/^\d+\+?$/, { timeout: 90_000 })
  await cy.getByTestId('arena-seeds').locator('summary').click()
  await expect(cy.getByTestId('arena-seed')).toHaveCount(2)
  await shot(cy, testInfo, 'arena-phone-final')
  await shot(ada, testInfo, 'arena-desktop-final')
  await expect(dee.getByTestId('arena-status')).toHaveAttribute('data-status', 'finished')

  // Each entrant's own race of each round, to replay: Cy opens Ada's round 1. Round 2, where
  // nobody moved, was aborted: it has nothing to replay, so it has no link.
  const adaRow = table.locator(`[data-testid="standing"][data-player="${adaId}"]`)
  await expect(adaRow.getByTestId('standing-replay')).toHaveCount(1)
  await adaRow.getByTestId('standing-replay').first().click()
  await expect(cy).toHaveURL(/\/r\/[^/]+\/replay$/)
  await expect(cy.getByTestId('replay-outcome')).toBeVisible({ timeout: 30_000 })
  // The account's page counts the arena (its arena line), read on the phone.
  await cy.goto(`/players/${adaId}`)
  await expect(cy.getByTestId('player-arenas')).toContainText('Arenas: 1 played · best place 1')
  await shot(cy, testInfo, 'arena-phone-profile')
  await cy.goBack()
  await cy.goBack()
  expect(await axeFindings(cy)).toEqual([])
  expect(await axeFindings(ada)).toEqual([])
  // And in the dark theme.
  await ada.emulateMedia({ colorScheme: 'dark' })
  await shot(ada, testInfo, 'arena-desktop-final-dark')
  expect(await axeFindings(ada, { rules: 'colour' })).toEqual([])
})
