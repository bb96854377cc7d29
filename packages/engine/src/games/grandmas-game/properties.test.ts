// Property tests over random deals and random playouts, per variant (engine contract).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allCards } from '../../test-support/decks.js'
import { halfBotPlayout } from '../../test-support/half-bot-playout.js'
import { deepFreeze, lcg } from '../../test-support/random.js'
import {
  applyMove,
  legalMoves,
  playerView,
  progress,
  replay,
  shuffledDeck,
  suggestMove,
} from '../../index.js'
import { swap } from '../../shuffle.js'
import type { GameState, Move, PileId, Piles } from '../../types.js'
import { FOUNDATION_IDS, PILE_IDS } from './piles.js'
import { isPermutation } from './reorder-move.js'

const VARIANTS = ['standard', 'no-reorder'] as const
// Generous: the machine running the tests may be busy; no speed is asserted.
const TIMEOUT = 30_000

/** Runs `check` on `runs` random seeds n in 1..2^31-1 (fast-check shrinks a failing one). */
const forSeeds = (runs: number, check: (n: number) => void) =>
  fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), check), { numRuns: runs })
/** A move as text whatever the order of its fields (listed moves say from, index, to). */
const key = (move: unknown) =>
  JSON.stringify(
    typeof move === 'object' && move !== null && !Array.isArray(move)
      ? Object.fromEntries(Object.entries(move).sort(([a], [b]) => (a < b ? -1 : 1)))
      : move,
  )

/** Half the bot's moves (to get deep into a game), half uniformly random legal moves. */
function playout(
  seed: string,
  variant: string,
  pick: (n: number) => number,
  steps: number,
  each: (state: GameState, moves: Move[]) => void,
) {
  return halfBotPlayout('grandmas-game', { seed, variant, steps }, pick, suggestMove, each)
}

/** Shuffle every hidden card among the hidden positions (stock and buried tableau cards). */
function permuteHidden(state: GameState, pick: (n: number) => number): GameState {
  const hidden = playerView(state).hidden
  const slots: [PileId, number][] = []
  for (const id of PILE_IDS) for (let i = 0; i < (hidden[id] ?? 0); i++) slots.push([id, i])
  const cards = slots.flatMap(([id, i]) => state.piles[id]?.[i] ?? [])
  for (let i = cards.length - 1; i > 0; i--) swap(cards, i, pick(i + 1))
  const piles: Piles = {}
  for (const id of PILE_IDS) piles[id] = [...(state.piles[id] ?? [])]
  slots.forEach(([id, i], n) => {
    const pile = piles[id]
    const card = cards[n]
    if (pile && card) pile[i] = card
  })
  return { ...state, piles }
}

describe.each(VARIANTS)("Grandma's Game properties (%s)", (variant) => {
  it(
    'legal moves all apply, none twice; inputs are never mutated; cards are conserved; foundation counts match',
    () => {
      forSeeds(10, (n) => {
        const pick = lcg(n)
        const deck = shuffledDeck('grandmas-game', `prop-${n}`).sort()
        playout(`prop-${n}`, variant, pick, 120, (state, moves) => {
          expect(new Set(moves.map(key)).size).toBe(moves.length)
          const before = JSON.parse(JSON.stringify(state)) as GameState
          deepFreeze(state)
          for (const move of moves) expect(applyMove(state, move).ok, key(move)).toBe(true)
          expect(state).toEqual(before)
          expect(allCards(state)).toEqual(deck)
          const foundation = FOUNDATION_IDS.reduce(
            (sum, id) => sum + (state.piles[id]?.length ?? 0),
            0,
          )
          expect(progress(state).foundation).toBe(foundation)
        })
      })
    },
    TIMEOUT,
  )

  it(
    'replaying the moves played reproduces the same state',
    () => {
      forSeeds(15, (n) => {
        const { state, played } = playout(`replay-${n}`, variant, lcg(n), 200, () => {})
        expect(replay('grandmas-game', { seed: `replay-${n}` }, played, variant)).toEqual(state)
      })
    },
    TIMEOUT,
  )

  it(
    'views are equal when hidden cards are permuted among hidden positions',
    () => {
      forSeeds(10, (n) => {
        const pick = lcg(n)
        playout(`view-${n}`, variant, pick, 150, (state) => {
          expect(playerView(permuteHidden(state, pick))).toEqual(playerView(state))
        })
      })
    },
    TIMEOUT,
  )

  it(
    'random garbage moves are refused without throwing, unless legal',
    () => {
      const pileId = fc.constantFrom(
        ...PILE_IDS,
        'tableau-0',
        'tableau-14',
        'foundation-1',
        'waste',
      )
      const garbage = fc.oneof(
        fc.record({ from: pileId, to: pileId }),
        fc.record({ from: pileId, to: pileId, index: fc.integer({ min: -1, max: 10 }) }),
        fc.record({ from: pileId, to: pileId, count: fc.integer({ min: 0, max: 3 }) }),
        fc.record({ action: fc.constantFrom('deal', 'draw', 'redeal', 'turn', 'reorder', 'fly') }),
        fc.record({
          action: fc.constant('reorder'),
          order: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 9 }),
        }),
        fc.anything(),
      )
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 ** 31 - 1 }),
          fc.nat(100),
          fc.array(garbage, { maxLength: 30 }),
          (n, steps, moves) => {
            const { state } = playout(`garbage-${n}`, variant, lcg(n), steps, () => {})
            const legal = new Set(legalMoves(state).map(key))
            for (const move of moves) {
              const result = applyMove(state, move)
              if (result.ok) {
                // Any permutation of the workspace is a legal reorder; only single-card ones are listed.
                const reorder =
                  typeof move === 'object' &&
                  move !== null &&
                  'order' in move &&
                  Array.isArray(move.order)
                const accepted =
                  legal.has(key(move)) ||
                  (reorder &&
                    isPermutation(move.order as number[], state.piles.workspace?.length ?? 0))
                expect(accepted, key(move)).toBe(true)
              } else {
                expect(['ILLEGAL_MOVE', 'NOT_A_MOVE']).toContain(result.error.code)
                expect(result.error.message.length).toBeGreaterThan(0)
              }
            }
          },
        ),
        { numRuns: 60 },
      )
    },
    TIMEOUT,
  )
})
