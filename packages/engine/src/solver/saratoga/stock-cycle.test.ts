// Which stock and waste cards the draw-three cycle can bring to the waste top (stock-cycle.ts),
// read from hand-built stocks; stuck-cards.test.ts checks the same marks against play.
import { describe, expect, it } from 'vitest'
import { newGame } from '../../index.js'
import type { Card, GameState, PileId } from '../../types.js'
import { cardNumber, cardOfNumber } from '../sir-tommy/encoding.js'
import { SaratogaBoard } from './board.js'
import { markAtHand } from './stock-cycle.js'

/** A board whose cycle is `waste` (bottom first), then `stock` (top first); the rest tableau. */
function board(waste: Card[], stock: Card[]): SaratogaBoard {
  const state = newGame('saratoga', { seed: 'cycle-hand' }, 'standard')
  const cycle = new Set([...waste, ...stock])
  const rest = Array.from({ length: 52 }, (_, n) => cardOfNumber(n)).filter((c) => !cycle.has(c))
  const piles: Record<string, Card[]> = { waste, stock: [...stock].reverse() }
  for (let t = 0; t < 7; t++) piles[`tableau-${t + 1}` as PileId] = t === 0 ? rest : []
  for (let f = 1; f <= 4; f++) piles[`foundation-${f}`] = []
  return new SaratogaBoard({ ...state, piles } as GameState)
}

/** The cycle's cards at hand after marking to a fixpoint, given the cards that can leave. */
function atHandOf(waste: Card[], stock: Card[], leaving: Card[]): Card[] {
  const b = board(waste, stock)
  const gone = new Uint8Array(52)
  for (const card of leaving) gone[cardNumber(card)] = 1
  const atHand = new Uint8Array(52)
  while (markAtHand(b, gone, atHand));
  return [...waste, ...stock].filter((card) => atHand[cardNumber(card)] === 1)
}

const STOCK: Card[] = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS']

describe('Saratoga stock cycle', () => {
  it('brings every third card and the last to the top when nothing leaves the waste', () => {
    expect(atHandOf([], STOCK, [])).toEqual(['3S', '6S', '9S', 'JS'])
  })

  it('reads the pass under way apart from the passes after a redeal', () => {
    // This pass draws 4S 5S 6S, then 7S 8S 9S…; after a redeal the groups are AS 2S 3S, 4S 5S 6S…
    expect(atHandOf(['AS', '2S', '3S'], ['4S', '5S', '6S', '7S'], [])).toEqual(['3S', '6S', '7S'])
    expect(atHandOf(['AS', '2S'], ['3S', '4S', '5S', '6S'], [])).toEqual(['2S', '3S', '5S', '6S'])
  })

  it('shifts the groups by the cards before a card that can leave the waste', () => {
    // One card before it gone: the card after each group's last comes to the top too.
    expect(atHandOf([], STOCK, ['AS'])).toEqual(['3S', '4S', '6S', '7S', '9S', 'TS', 'JS'])
    // Two gone: every card after them (and AS, once the 2S after it is gone).
    expect(atHandOf([], STOCK, ['AS', '2S'])).toEqual(['AS', ...STOCK.slice(2)])
  })

  it('uncovers a card once the card after it can leave', () => {
    // 5S under the 6S; and 7S and TS, which the 6S gone shifts to a group's end.
    expect(atHandOf([], STOCK, ['6S'])).toEqual(['3S', '5S', '6S', '7S', '9S', 'TS', 'JS'])
  })
})
