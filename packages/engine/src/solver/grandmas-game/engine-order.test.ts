// EngineOrder (engine-order.ts) against the engine: along random lines of legal engine moves,
// reorders included, it holds the workspace and tableau piles in the engine's order.
import { describe, expect, it } from 'vitest'
import { applyMove, legalMoves, newGame } from '../../index.js'
import { ok } from '../../games/grandmas-game/test-state.js'
import { GRANDMAS_TABLEAU_IDS } from '../../pile-ids.js'
import type { GameState, Move } from '../../types.js'
import { cardNumber } from '../sir-tommy/encoding.js'
import { EngineOrder } from './engine-order.js'

/** The engine's piles as EngineOrder holds them. */
const ordersOf = (state: GameState) => ({
  tableau: GRANDMAS_TABLEAU_IDS.map((id) => (state.piles[id] ?? []).map(cardNumber)),
  workspace: (state.piles.workspace ?? []).map(cardNumber),
})

/** EngineOrder moved on by `move`, played from `state`. */
function follow(order: EngineOrder, state: GameState, move: Move): void {
  if ('action' in move) {
    if (move.action === 'reorder') order.reorder(move.order)
    else order.deal(cardNumber(state.piles.stock!.at(-1)!))
    return
  }
  if (move.to === move.from || move.from.startsWith('foundation')) return
  const pile = state.piles[move.from]!
  const card = cardNumber(pile[move.index ?? pile.length - 1]!)
  if (move.from === 'workspace') order.takeWorkspace(move.index ?? 0, card)
  else order.takeTop(GRANDMAS_TABLEAU_IDS.indexOf(move.from as never), card)
}

describe("Grandma's Game: the engine's order without the engine", () => {
  it('follows random lines, reorders included, as the engine plays them', () => {
    for (let i = 0; i < 40; i++) {
      let state = newGame('grandmas-game', { seed: `engine-order-${i}` }, 'standard')
      const order = new EngineOrder(state)
      let x = i * 7919 + 7
      for (let step = 0; step < 200; step++) {
        const moves = legalMoves(state)
        if (moves.length === 0) break
        x = (x * 1103515245 + 12345) % 2147483648
        const move = moves[x % moves.length]!
        follow(order, state, move)
        state = ok(applyMove(state, move))
        expect({ tableau: order.tableau, workspace: order.workspace }).toEqual(ordersOf(state))
      }
    }
  })
})
