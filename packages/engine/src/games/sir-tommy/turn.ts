// rules 1.5 (RULING): the next stock card turns by itself whenever nothing is pending.
import type { Card } from '../../types.js'
import type { Piles } from './piles.js'

/**
 * Turns the stock's top card into `pending` if pending is empty and returns it (undefined when
 * nothing turned). Mutates `piles`: pass a fresh copy.
 */
export function autoTurn(piles: Piles): Card | undefined {
  const stock = piles.stock
  const card = stock[stock.length - 1]
  if (card !== undefined && piles.pending.length === 0) {
    piles.pending = [card]
    piles.stock = stock.slice(0, -1)
    return card
  }
  return undefined
}

/**
 * `seen` after `turned` came out of the stock. Before the first redeal every stock card is
 * still unseen; after it the stock holds only cards that were face up in the waste piles.
 */
export function seenAfterTurn(seen: string, turned: Card | undefined, redeals: number): string {
  return turned !== undefined && redeals === 0 ? seen + turned : seen
}
