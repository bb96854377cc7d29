// rules 1.5 (RULING): the next stock card turns by itself whenever nothing is pending.
import type { Card } from '../../types.js'

/** Turns the stock's top card into `pending` if pending is empty. Mutates `piles`: pass a fresh copy. */
export function autoTurn(piles: Record<string, Card[]>): void {
  const stock = piles.stock as Card[]
  if (stock.length > 0 && (piles.pending as Card[]).length === 0) {
    piles.pending = [stock[stock.length - 1] as Card]
    piles.stock = stock.slice(0, -1)
  }
}
