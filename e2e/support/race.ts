// Driving a race through the UI as a person would: lobby, invitation link, ready, moves, resign.
// Moves are chosen from what the board highlights (`data-legal-target="true"`), never guessed.
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'

export const GAMES = ['sir-tommy', 'saratoga', 'grandmas-game'] as const
export type GameId = (typeof GAMES)[number]

export const DESKTOP = { width: 1280, height: 800 } as const
export const PHONE = { width: 390, height: 844 } as const

export async function newPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport })
  const page = await context.newPage()
  return { context, page }
}

/** Lobby: name, game, create. Returns the invitation link shown in the waiting room. */
export async function createRace(page: Page, name: string, game: GameId): Promise<string> {
  await page.goto('/')
  await page.getByTestId('name-input').fill(name)
  await page.getByTestId(`game-${game}`).click()
  await page.getByTestId('create-race').click()
  await page.waitForURL(/\/r\/[^/]+$/)
  await expect(page.getByTestId('seat-free')).toBeVisible()
  const url = await page.getByTestId('invite-url').inputValue()
  expect(url).toMatch(/\/r\/[^/?]+$/)
  return url
}

/** Opens the invitation link with no name yet: the page asks for one, then takes the free seat. */
export async function joinByLink(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url)
  await page.getByTestId('name-input').fill(name)
  await page.getByTestId('join-button').click()
  await expect(page.getByTestId('ready-button')).toBeVisible()
}

/** Both press ready; the countdown shows; both boards appear with the race live. */
export async function readyAndStart(a: Page, b: Page): Promise<void> {
  await a.getByTestId('ready-button').click()
  await expect(a.getByTestId('ready-waiting')).toBeVisible()
  await b.getByTestId('ready-button').click()
  await expect(a.getByTestId('countdown')).toBeVisible()
  for (const p of [a, b]) {
    await expect(p.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    })
    await expect(p.getByTestId('my-board')).toBeVisible()
  }
}

/**
 * After "Race anyone" with nobody else waiting: a server bot takes the seat
 * (QUEUE_BOT_AFTER_MS=1500 in start-server.mjs), the race page says Ranked, the player presses
 * ready and the race goes live. Returns the race's id.
 */
export async function readyAgainstQueueBot(page: Page): Promise<string> {
  await page.waitForURL(/\/r\/[^/?]+$/, { timeout: 15_000 })
  const raceId = new URL(page.url()).pathname.split('/').pop()!
  await expect(page.getByTestId('race-kind')).toHaveText('Ranked')
  await page.getByTestId('ready-button').click()
  await expect(page.getByTestId('race-status')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  })
  return raceId
}

type Viewport = { width: number; height: number }

/**
 * Two browsers, each its own context: Ada creates a `game` race, Grace joins by its link. Both sit
 * in the waiting room; `sizes` sets either's viewport (desktop by default).
 */
export async function seatTwo(
  browser: Browser,
  baseURL: string | undefined,
  game: GameId,
  sizes: { a?: Viewport; b?: Viewport } = {},
): Promise<{ a: Page; b: Page; url: string }> {
  const { page: a } = await newPage(browser, baseURL, sizes.a)
  const { page: b } = await newPage(browser, baseURL, sizes.b)
  const url = await createRace(a, 'Ada', game)
  await joinByLink(b, url, 'Grace')
  return { a, b, url }
}

/** seatTwo, then both ready: the race is live on both boards. */
export async function raceTwo(
  ...args: Parameters<typeof seatTwo>
): Promise<{ a: Page; b: Page; url: string }> {
  const two = await seatTwo(...args)
  await readyAndStart(two.a, two.b)
  return two
}

/** The move count a progress bar shows ("12 moves"). */
export async function movesIn(progress: Locator): Promise<number> {
  const text = await progress.innerText()
  const m = /(\d+)\s+moves?\b/.exec(text)
  if (!m) throw new Error(`no move count in ${JSON.stringify(text)}`)
  return Number(m[1])
}

export const myMoves = (page: Page): Promise<number> => movesIn(page.getByTestId('my-progress'))

/** Waits until the player's own move count reaches `n` (the server acknowledged the move). */
export async function expectMyMoves(page: Page, n: number): Promise<void> {
  await expect(page.getByTestId('my-progress')).toContainText(new RegExp(`\\b${n} moves?\\b`))
}

const legalTargets = (page: Page): Locator =>
  page.getByTestId('my-board').locator('[data-legal-target="true"]')

/** The face-up cards the player may pick up, top-most piles first in DOM order. */
const pickableCards = (page: Page): Locator =>
  page.getByTestId('my-board').locator('[data-card]:not([data-pickable="false"])')

/**
 * Click a card, then a highlighted pile. Tries the pickable cards in turn (Escape puts a card
 * back when nothing lights up). `prefer` orders the targets, e.g. foundations first.
 * Returns the pile the card went to, or null when no card has a legal target.
 */
export async function clickMove(
  page: Page,
  opts: { from?: Locator; prefer?: RegExp } = {},
): Promise<string | null> {
  const before = await myMoves(page)
  const candidates = opts.from ? [opts.from] : await pickableCards(page).all()
  for (const card of candidates.reverse()) {
    if (!(await card.isVisible())) continue
    await card.click()
    const targets = legalTargets(page)
    if ((await targets.count()) === 0) {
      await page.keyboard.press('Escape')
      continue
    }
    const target = await pickTarget(targets, opts.prefer)
    const pile = await target.getAttribute('data-pile')
    await target.click()
    await expectMyMoves(page, before + 1)
    return pile
  }
  return null
}

async function pickTarget(targets: Locator, prefer?: RegExp): Promise<Locator> {
  if (prefer) {
    for (const t of await targets.all()) {
      if (prefer.test((await t.getAttribute('data-pile')) ?? '')) return t
    }
  }
  return targets.first()
}

/**
 * Where an element rests: its box once two readings 50 ms apart agree, so a card still flying
 * back from a refused drop (the board animates it home) is not grabbed where it was a moment ago.
 */
async function settledBox(
  element: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await element.boundingBox()
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const now = await element.boundingBox()
    if (now && last && now.x === last.x && now.y === last.y) return now
    last = now
  }
  if (!last) throw new Error('card not on screen')
  return last
}

/**
 * Press on a card, drag it a little (the board then highlights where it may go), glide onto the
 * target pile and release. Asserts the target was highlighted during the drag.
 */
export async function dragMove(page: Page, card: Locator, targetPile: string): Promise<void> {
  const before = await myMoves(page)
  const from = await settledBox(card)
  const x = from.x + from.width / 2
  const y = from.y + Math.min(20, from.height / 2)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 12, y + 12, { steps: 3 })
  const target = page.getByTestId(`pile-${targetPile}`)
  await expect(target).toHaveAttribute('data-legal-target', 'true')
  const to = await target.boundingBox()
  if (!to) throw new Error('target not on screen')
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(30, to.height / 2), { steps: 8 })
  await page.mouse.up()
  await expectMyMoves(page, before + 1)
}

/**
 * Keyboard: focus the source pile, Enter picks its top card, focus the target pile, Enter puts
 * the card there (Tab/arrow keys move focus between piles; focus() stands in for them here).
 */
export async function keyboardMove(page: Page, fromPile: string, toPile: string): Promise<void> {
  const before = await myMoves(page)
  await page.getByTestId(`pile-${fromPile}`).focus()
  await page.keyboard.press('Enter')
  const target = page.getByTestId(`pile-${toPile}`)
  await expect(target).toHaveAttribute('data-legal-target', 'true')
  await target.focus()
  await page.keyboard.press('Enter')
  await expectMyMoves(page, before + 1)
}

/**
 * Resign through the confirm step; the player's own status turns to resigned. A refusal shows a
 * toast: its words and the page go into the failure (a bare "playing" says nothing of why).
 */
export async function resign(page: Page): Promise<void> {
  await page.getByTestId('resign-button').click()
  await page.getByTestId('resign-confirm').click()
  try {
    await expect(page.getByTestId('my-progress')).toHaveAttribute('data-status', 'resigned')
  } catch (error) {
    const toasts = await page.getByTestId('toast').allInnerTexts()
    throw new Error(`not resigned at ${page.url()}; toasts: [${toasts.join(' | ')}]`, {
      cause: error,
    })
  }
}

/** The cards on the player's board, in DOM order (face-down cards as "?"). */
export async function boardCards(page: Page, testid = 'my-board'): Promise<string[]> {
  // A masked card (a spectator's board: the other racer has not seen it) reads as '?' too.
  const cards = '[data-card], [data-testid="card-back"], [data-testid="card-masked"]'
  return page
    .getByTestId(testid)
    .locator(cards)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? '?'))
}
