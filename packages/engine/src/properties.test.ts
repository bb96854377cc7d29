// Generic properties of every game and variant in `games`, through the public API only:
// random seeds, random playouts (moves chosen from legalMoves), random garbage moves.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyMove,
  legalMoves,
  newGame,
  parseMove,
  playerView,
  progress,
  replay,
  suggestMove,
} from './index.js'
import { canon, CASES } from './test-support/every-game.js'
import { pileEntries } from './pile-ids.js'
import type { GameId, GameState, Move } from './types.js'

const STEPS = 150
const RUNS = 12
const TIMEOUT = 15_000

/** At most `n` items spread evenly over the list (games such as Grandma's can list hundreds of moves). */
function sample<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items]
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T)
}

function cardsOf(state: GameState): string {
  return Object.values(state.piles).flat().sort().join(',')
}

/** A random playout: the states visited (first = the deal) and the moves between them. */
function playout(game: GameId, variant: string, seed: string, picks: readonly number[]) {
  const states = [newGame(game, { seed }, variant)]
  const moves: Move[] = []
  for (const pick of picks) {
    const state = states[states.length - 1] as GameState
    const legal = legalMoves(state)
    if (legal.length === 0) break
    const move = legal[pick % legal.length] as Move
    const result = applyMove(state, move)
    if (!result.ok)
      throw new Error(`listed move ${JSON.stringify(move)} was refused: ${result.error.message}`)
    moves.push(move)
    states.push(result.state)
  }
  return { states, moves }
}

const playoutArb = fc.record({
  // Both versions of the shuffle: any string (version 1) and "v2:…" seeds (version 2).
  seed: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.string({ maxLength: 12 }).map((s) => `v2:${s}`),
  ),
  picks: fc.array(fc.nat(), { minLength: STEPS, maxLength: STEPS }),
})

function garbageArb(pileIds: readonly string[]) {
  const pile = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pileIds) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'waste',
        'tableau-0',
        'foundation-9',
        'waste-9',
        'constructor',
        '__proto__',
        'Stock',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )
  return fc.oneof(
    fc.record({ from: pile, to: pile }),
    fc.record({ from: pile, to: pile, count: fc.integer({ min: -1, max: 14 }) }),
    fc.record({ from: pile, to: pile, index: fc.integer({ min: -1, max: 30 }) }),
    fc.record({ action: fc.constantFrom('draw', 'redeal', 'deal', 'reorder', 'turn', 'fly') }),
    fc.record({ action: fc.constant('redeal'), order: fc.array(pile, { maxLength: 6 }) }),
    fc.record({
      action: fc.constant('reorder'),
      order: fc.array(fc.integer({ min: -1, max: 20 }), { maxLength: 8 }),
    }),
    fc.anything(),
  )
}

/**
 * Grandma's Game lists only single-card reorders but accepts any permutation (its README): an
 * accepted unlisted reorder must only rearrange the workspace.
 */
function isWorkspaceReorder(before: GameState, move: unknown, after: GameState): boolean {
  if (
    typeof move !== 'object' ||
    move === null ||
    (move as { action?: unknown }).action !== 'reorder'
  )
    return false
  const { workspace: a = [], ...restBefore } = before.piles
  const { workspace: b = [], ...restAfter } = after.piles
  return canon(restBefore) === canon(restAfter) && [...a].sort().join() === [...b].sort().join()
}

/** mulberry32: a small PRNG for permuting hidden cards from one fast-check integer. */
function prng(seed: number) {
  let a = seed >>> 0
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (((t ^ (t >>> 14)) >>> 0) % n) as number
  }
}

/** The same state with its hidden cards (the bottom hidden[p] of each pile) shuffled among all hidden positions. */
function permuteHidden(state: GameState, seed: number): GameState {
  const hidden = playerView(state).hidden
  const piles: Record<string, string[]> = JSON.parse(JSON.stringify(state.piles))
  const slots: [string, number][] = []
  for (const [id, n] of Object.entries(hidden)) for (let i = 0; i < n; i++) slots.push([id, i])
  const cards = slots.map(([id, i]) => piles[id]![i]!)
  const random = prng(seed)
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random(i + 1)
    ;[cards[i], cards[j]] = [cards[j]!, cards[i]!]
  }
  slots.forEach(([id, i], k) => (piles[id]![i] = cards[k]!))
  return { ...JSON.parse(JSON.stringify(state)), piles }
}

describe.each(CASES)('$game/$variant', ({ game, variant }) => {
  const name = `${game}/${variant}`

  it(
    `${name}: every listed move applies, leaves its input untouched and keeps every card`,
    () => {
      fc.assert(
        fc.property(playoutArb, ({ seed, picks }) => {
          const { states } = playout(game, variant, seed, picks)
          const deck = cardsOf(states[0]!)
          for (const state of states) {
            const before = JSON.stringify(state)
            for (const move of sample(legalMoves(state), 16)) {
              const result = applyMove(state, move)
              if (!result.ok)
                throw new Error(`listed ${JSON.stringify(move)} refused: ${result.error.message}`)
              if (cardsOf(result.state) !== deck)
                throw new Error(`${JSON.stringify(move)} lost or made a card`)
              if (result.state.moves !== state.moves + 1)
                throw new Error('moves did not count up by one')
            }
            if (JSON.stringify(state) !== before) throw new Error('applyMove changed its input')
          }
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    `${name}: anything else is refused without a throw (NOT_A_MOVE for non-moves, ILLEGAL_MOVE otherwise, as parseMove says for ids no game has) or does what a listed move does`,
    () => {
      const pileIds = Object.keys(newGame(game, { seed: 'ids' }, variant).piles)
      fc.assert(
        fc.property(
          playoutArb,
          fc.array(garbageArb(pileIds), { minLength: 20, maxLength: 20 }),
          ({ seed, picks }, garbage) => {
            const { states } = playout(game, variant, seed, picks)
            for (const [k, state] of states.entries()) {
              const legal = new Set(legalMoves(state).map(canon))
              for (const junk of garbage.slice(k % 4, (k % 4) + 6)) {
                if (legal.has(canon(junk))) continue
                const result = applyMove(state, junk)
                const parsed = parseMove(junk)
                if (!parsed.ok) {
                  // Not a move at all, or an id no game has (a move no rules allow).
                  expect(result).toEqual({ ok: false, error: parsed.error })
                  expect(['NOT_A_MOVE', 'ILLEGAL_MOVE']).toContain(parsed.error.code)
                } else if (result.ok) {
                  const same = legalMoves(state).some((m) => {
                    const r = applyMove(state, m)
                    return r.ok && canon(r.state) === canon(result.state)
                  })
                  if (!same && !isWorkspaceReorder(state, junk, result.state)) {
                    throw new Error(`unlisted ${JSON.stringify(junk)} was accepted`)
                  }
                } else {
                  expect(result.error.code).toBe('ILLEGAL_MOVE')
                  expect(result.error.message.length).toBeGreaterThan(3)
                }
              }
            }
          },
        ),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    `${name}: replay rebuilds the state, progress counts the foundation piles, and a finished game lists no moves`,
    () => {
      fc.assert(
        fc.property(playoutArb, ({ seed, picks }) => {
          const { states, moves } = playout(game, variant, seed, picks)
          const last = states[states.length - 1]!
          expect(canon(replay(game, { seed }, moves, variant))).toBe(canon(last))
          // A spread of states plus the last one: some games' status checks are costly.
          for (const state of [...sample(states, 30), last]) {
            const onFoundations = Object.entries(state.piles)
              .filter(([id]) => id.startsWith('foundation'))
              .reduce((n, [, pile]) => n + pile.length, 0)
            const p = progress(state)
            if (p.foundation !== onFoundations)
              throw new Error(`progress says ${p.foundation}, foundations hold ${onFoundations}`)
            if (p.total !== Object.values(state.piles).flat().length)
              throw new Error('total is not the number of cards')
            const shown = playerView(state)
            if (
              shown.foundation !== p.foundation ||
              shown.total !== p.total ||
              shown.status !== p.status
            )
              throw new Error('progress and the view disagree')
            if (p.status !== 'playing' && legalMoves(state).length > 0)
              throw new Error(`${p.status} but moves are listed`)
            const hint = suggestMove(state)
            if (hint !== null && !applyMove(state, hint).ok)
              throw new Error(`suggested ${JSON.stringify(hint)} is refused`)
            if (p.status !== 'playing' && hint !== null)
              throw new Error('a finished game got a suggestion')
          }
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )

  it(
    `${name}: the view shows exactly the face-up cards, and is the same when hidden cards are permuted`,
    () => {
      fc.assert(
        fc.property(playoutArb, fc.integer(), ({ seed, picks }, shuffleSeed) => {
          const { states } = playout(game, variant, seed, picks)
          for (const [k, state] of [...sample(states, 30), states[states.length - 1]!].entries()) {
            const view = playerView(state)
            for (const [id, pile] of pileEntries(state.piles)) {
              const n = view.hidden[id]
              if (n === undefined || view.piles[id] === undefined)
                throw new Error(`pile ${id} is missing from the view`)
              if (canon(view.piles[id]) !== canon(pile.slice(n)))
                throw new Error(`${id}: the view is not the face-up part`)
            }
            if (view.stockCount !== (state.piles.stock?.length ?? 0))
              throw new Error('stockCount is wrong')
            const other = playerView(permuteHidden(state, shuffleSeed + k))
            if (canon(other) !== canon(view)) throw new Error('the view depends on hidden cards')
          }
        }),
        { numRuns: RUNS },
      )
    },
    TIMEOUT,
  )
})
