// chooseBotMove: legal, deterministic, ends, and blind to what the player cannot see.
import { describe, expect, it } from 'vitest'
import { chooseBotMove, games, legalMoves, newGame, playerView } from '../index.js'
import { botPlayout, MOVE_CAP } from '../test-support/bot-playout.js'
import { play } from '../test-support/decks.js'
import type { GameState, Move } from '../types.js'
import type { BotStrength } from './choose.js'

const STRENGTHS: BotStrength[] = ['easy', 'medium', 'hard']
/** Deals per game, spread over its variants (a few dozen per game and strength). */
const DEALS_PER_GAME = 24

describe('chooseBotMove playouts', () => {
  for (const info of games) {
    for (const strength of STRENGTHS) {
      it(`${info.id}, ${strength}: only legal moves, every variant, and every game ends`, () => {
        const per = Math.ceil(DEALS_PER_GAME / info.variants.length)
        for (const { id } of info.variants) {
          for (let i = 0; i < per; i++) {
            const { progress, capped } = botPlayout(info.id, `bot-${i}`, id, strength)
            // Ends won or stuck, or (Saratoga with takebacks, whose greedy play may cycle) at the cap.
            if (capped) expect(info.id === 'saratoga' && id === 'foundation-takeback').toBe(true)
            else expect(progress.status, `${id} bot-${i}`).not.toBe('playing')
            expect(progress.moves).toBeLessThanOrEqual(MOVE_CAP)
          }
        }
      }, 120_000)
    }
  }

  it('returns null when there is no legal move', () => {
    const view = playerView(newGame('sir-tommy', { seed: 'x' }))
    for (const s of STRENGTHS) expect(chooseBotMove(view, [], s)).toBeNull()
  })
})

/** Two deals that look the same to the player but differ in a face-down card. */
function twins(): [GameState, GameState][] {
  const pairs: [GameState, GameState][] = []
  for (const info of games) {
    for (const { id } of info.variants) {
      for (let i = 0; i < 3; i++) {
        let state = newGame(info.id, { seed: `twin-${i}` }, id)
        // Play a few greedy moves so the positions are not all fresh deals.
        for (let k = 0; k < 5 * i; k++) {
          const move = chooseBotMove(playerView(state), legalMoves(state), 'easy')
          if (move === null) break
          state = play(state, [move])
        }
        const stock = state.piles.stock ?? []
        if (stock.length < 2) continue
        // Swap the two deepest stock cards: never face up, so the view is unchanged.
        const swapped = [stock[1]!, stock[0]!, ...stock.slice(2)]
        const other: GameState = { ...state, piles: { ...state.piles, stock: swapped } }
        pairs.push([state, other])
      }
    }
  }
  return pairs
}

describe('chooseBotMove sees only the player view', () => {
  it('chooses the same move for two states with equal views but different hidden cards', () => {
    const pairs = twins()
    expect(pairs.length).toBeGreaterThan(20)
    for (const [a, b] of pairs) {
      expect(playerView(b)).toEqual(playerView(a))
      for (const s of STRENGTHS) {
        const moveA = chooseBotMove(playerView(a), legalMoves(a), s)
        const moveB = chooseBotMove(playerView(b), legalMoves(b), s)
        expect(moveB).toEqual(moveA)
      }
    }
  })

  it('is deterministic and returns a member of the legal list', () => {
    const state = newGame('saratoga', { seed: 'det' })
    const legal = legalMoves(state)
    for (const s of STRENGTHS) {
      const first = chooseBotMove(playerView(state), legal, s) as Move
      expect(legal).toContain(first)
      expect(chooseBotMove(playerView(state), legal, s)).toBe(first)
    }
  })

  it("Grandma's Game: reorders one card at a time toward the greedy order, then deals", () => {
    let state = newGame('grandmas-game', { seed: 'reorder' })
    for (let k = 0; k < 400; k++) {
      const legal = legalMoves(state)
      const move = chooseBotMove(playerView(state), legal, 'easy')
      if (move === null) break
      expect(legal).toContain(move)
      state = play(state, [move])
    }
  })
})
