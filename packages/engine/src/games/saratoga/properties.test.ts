// Property tests over random deals and random playouts, per variant (engine contract).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allCards } from '../../test-support/decks.js'
import { halfBotPlayout } from '../../test-support/half-bot-playout.js'
import { deepFreeze, lcg } from '../../test-support/random.js'
import { standardDeck } from '../../cards.js'
import { applyMove, playerView, progress, replay, suggestMove } from '../../index.js'
import { swap } from '../../shuffle.js'
import type { GameState, Move } from '../../types.js'
import * as saratoga from '../saratoga.js'
import { greedyMove } from './bot.js'
import { VARIANT_IDS } from './info.js'
import { searchProgress } from './progress-search.js'
import { FOUNDATION_IDS, PILE_IDS } from './piles.js'

const RUNS = 16
const STEPS = 150

/** Listed moves omit count 1, which is the default; compare moves in that form. */
function key(move: unknown): string {
  if (typeof move === 'object' && move !== null && 'count' in move && move.count === 1) {
    const { count, ...rest } = move as Record<string, unknown>
    void count
    return JSON.stringify(rest)
  }
  return JSON.stringify(move)
}

/**
 * Half moves of the greedy policy (the bot without its slower solver: enough to get deep into a
 * game), half uniformly random legal moves.
 */
function playout(seed: number, variant: string, each: (state: GameState, moves: Move[]) => void) {
  const options = { seed: `prop-${seed}`, variant, steps: STEPS }
  return halfBotPlayout('saratoga', options, lcg(seed), greedyMove, each)
}

const pileIds = fc.constantFrom(...PILE_IDS, 'waste-1', 'tableau-8', 'foundation-0', 'pending')
const randomMove = fc.oneof(
  fc.record({ from: pileIds, to: pileIds }),
  fc.record({ from: pileIds, to: pileIds, count: fc.integer({ min: 0, max: 14 }) }),
  fc.record({ action: fc.constantFrom('draw', 'redeal', 'deal', 'turn', 'shuffle') }),
  fc.anything(),
)

function exhaustiveCardMoves(): Move[] {
  const moves: Move[] = []
  for (const from of PILE_IDS) {
    for (const to of PILE_IDS) {
      for (let count = 1; count <= 13; count++)
        moves.push(count === 1 ? { from, to } : { from, to, count })
    }
  }
  return moves
}

describe.each(VARIANT_IDS)('Saratoga %s: properties over random playouts', (variant) => {
  it('conserves the 52 cards, keeps moves and foundation counts right, and replays exactly', () => {
    const deck = standardDeck().sort()
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const { state, played } = playout(seed, variant, (current) => {
          expect(allCards(current)).toEqual(deck)
          const foundation = FOUNDATION_IDS.reduce(
            (n, id) => n + (current.piles[id]?.length ?? 0),
            0,
          )
          expect(progress(current).foundation).toBe(foundation)
          expect(progress(current).moves).toBe(current.moves)
          if ((current.piles.stock ?? []).length === 0 && foundation < 52) {
            // With the stock drawn out, the status is rules 2.7's exact test (status.ts).
            const exact = searchProgress(current, variant === 'foundation-takeback')
            expect(progress(current).status === 'stuck').toBe(!exact.found && !exact.capped)
          }
        })
        expect(state.moves).toBe(played.length)
        expect(replay('saratoga', { seed: `prop-${seed}` }, played, variant)).toEqual(state)
      }),
      { numRuns: RUNS },
    )
  }, 20_000)

  it('lists every legal move once; each applies, and anything else is refused without a throw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(randomMove, { maxLength: 3 }),
        (seed, extra) => {
          playout(seed, variant, (state, moves) => {
            const keys = moves.map(key)
            expect(new Set(keys).size).toBe(keys.length)
            const frozen = deepFreeze(state)
            for (const move of moves) expect(applyMove(frozen, move).ok).toBe(true)
            for (const move of extra) {
              const result = applyMove(frozen, move)
              if (result.ok) expect(keys).toContain(key(move))
              else expect(['ILLEGAL_MOVE', 'NOT_A_MOVE']).toContain(result.error.code)
            }
            if (state.moves % 15 === 0) {
              // Every conceivable card move: exactly the listed ones are accepted.
              const accepted = exhaustiveCardMoves().filter(
                (move) => saratoga.apply(frozen, move).ok,
              )
              const listed = saratoga.legalMoves(state).map(key)
              expect(accepted.map(key).sort()).toEqual(
                listed.filter((k) => !k.includes('action')).sort(),
              )
            }
            if (state.moves % 10 === 0 && moves.length > 0) {
              expect(keys).toContain(key(suggestMove(state)))
            }
          })
        },
      ),
      { numRuns: RUNS },
    )
  }, 20_000)

  it('gives equal views, status included, when the face-down stock is reordered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const pick = lcg(seed ^ 0x5a5a)
        playout(seed, variant, (state) => {
          const stock = [...(state.piles.stock ?? [])]
          for (let i = stock.length - 1; i > 0; i--) swap(stock, i, pick(i + 1))
          const other = { ...state, piles: { ...state.piles, stock } }
          const view = playerView(state)
          expect(playerView(other)).toEqual(view)
          expect(JSON.stringify(view)).not.toMatch(/"stock":\["/)
        })
      }),
      { numRuns: RUNS / 2 },
    )
  }, 20_000)
})
