// Lay out a new Sir Tommy game (rules 1.2, 1.5, 1.8).
import { SUITS } from '../../cards.js'
import type { Card, GameState } from '../../types.js'
import { dealtState } from '../dealt-state.js'
import { emptyPiles, FOUNDATIONS, type Piles } from './piles.js'
import { rank } from './foundations.js'
import { variantOf } from './variants.js'
import { autoTurn } from './turn.js'

/** Take the first card of each wanted key out of the deck, keeping the rest in order. */
function takeFirst(deck: readonly Card[], keys: readonly string[], keyOf: (card: Card) => string) {
  const found = new Map<string, Card>()
  const rest: Card[] = []
  for (const card of deck) {
    const key = keyOf(card)
    if (keys.includes(key) && !found.has(key)) found.set(key, card)
    else rest.push(card)
  }
  return { found: keys.map((k) => found.get(k)), rest }
}

/** Foundation i starts with the i-th found card (none if the deck had none). */
function startFoundations(piles: Piles, found: readonly (Card | undefined)[]): void {
  FOUNDATIONS.forEach((f, i) => {
    const base = found[i]
    piles[f] = base === undefined ? [] : [base]
  })
}

export function deal(deck: readonly Card[], variantId: string): GameState {
  const variant = variantOf(variantId)
  const piles = emptyPiles(variant)
  let stockOrder: readonly Card[] = deck
  if (variant.acesOut) {
    // rules 1.8(a)/(d): the aces start the foundations, one suit each in S H D C order.
    const { found, rest } = takeFirst(
      deck,
      SUITS.map((s) => `A${s}`),
      (c) => c,
    )
    startFoundations(piles, found)
    stockOrder = rest
  } else if (variant.calculationBases) {
    // rules 1.8(c): the first A, 2, 3 and 4 scanning D from index 0; the rest keep their order.
    const { found, rest } = takeFirst(deck, ['1', '2', '3', '4'], (c) => String(rank(c)))
    startFoundations(piles, found)
    stockOrder = rest
  }
  // The stock's top is its last element, so D[0] (turned first) goes last.
  piles.stock = [...stockOrder].reverse()
  autoTurn(piles)
  // Face up from the start: the foundation bases and the pending card.
  let seen = ''
  for (const f of FOUNDATIONS) seen += piles[f].join('')
  seen += piles.pending.join('')
  return dealtState('sir-tommy', variant.id, piles, seen)
}
