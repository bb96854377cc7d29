// Sir Tommy's knowledge for the racing bot (bot/choose.ts): the value of a position rebuilt
// from a view, the expected value over the unknown next card, and the greedy policy.
import { CARD_UP, foundationCards, pileOf, type BotGame } from '../bot-game.js'
import { isUnknown } from '../unknown-card.js'
import type { Card, GameState } from '../../types.js'
import { needOf, suggestMove } from './bot.js'
import { pilesOf, wastesOf } from './piles.js'
import { variantOf } from './variants.js'

export const sirTommyBot: BotGame = {
  evaluate(state) {
    const table = sirTommyTable(state)
    // A known pending card must be placed: count it where it does least harm.
    const pending = pileOf(state, 'pending')[0]
    return pending === undefined || isUnknown(pending)
      ? table.base
      : table.base + bestPlacement(table, pending)
  },
  expectPending(state, unseen) {
    const table = sirTommyTable(state)
    let total = 0
    let weight = 0
    for (const [card, copies] of unseen) {
      total += copies * bestPlacement(table, card)
      weight += copies
    }
    return table.base + (weight === 0 ? 0 : total / weight)
  },
  greedy: (state) => suggestMove(state),
  revealsUnknown: (state) => isUnknown(pileOf(state, 'pending')[0]),
}

const EMPTY_WASTE = 3

interface SirTommyTable {
  base: number
  need: (card: Card) => number
  /** Each waste pile's known cards' needs, bottom first. */
  wastes: number[][]
}

/**
 * The value of the foundations and waste piles, ignoring the pending card: each card up is
 * CARD_UP; on a waste pile, every card above one needed sooner blocks it (more the later it is
 * needed); an empty waste pile is worth a little.
 */
function sirTommyTable(state: GameState): SirTommyTable {
  const variant = variantOf(state.variant)
  const piles = pilesOf(state)
  const needs = new Map<Card, number>()
  const need = (card: Card): number => {
    let n = needs.get(card)
    if (n === undefined) {
      n = needOf(variant, piles, card)
      needs.set(card, n)
    }
    return n
  }
  let base = CARD_UP * foundationCards(state)
  const wastes: number[][] = []
  for (const w of wastesOf(variant)) {
    const known = piles[w].filter((c) => !isUnknown(c)).map(need)
    wastes.push(known)
    if (piles[w].length === 0) base += EMPTY_WASTE
    for (let i = 0; i < known.length; i++) {
      for (let j = i + 1; j < known.length; j++)
        base -= blocking(known[j] as number, known[i] as number)
    }
  }
  return { base, need, wastes }
}

function blocking(above: number, below: number): number {
  return above > below ? 1 + Math.min(above - below, 12) / 12 : 0
}

/** What placing `card` on the waste pile where it does least harm changes (≤ 0). */
function bestPlacement(table: SirTommyTable, card: Card): number {
  const n = table.need(card)
  let best = -Infinity
  for (const known of table.wastes) {
    let change = known.length === 0 ? -EMPTY_WASTE : 0
    for (const below of known) change -= blocking(n, below)
    if (change > best) best = change
  }
  return best === -Infinity ? 0 : best
}
