// Building rules shared by moves, legal-move listing, the dead-position test and the bot.
import { isRed, RANKS, rankOf, suitOf, type Suit } from '../../cards.js'
import type { Card } from '../../types.js'

/** rules 2.4: one rank lower and the opposite colour. */
export function buildsOn(card: Card, onto: Card): boolean {
  return rankOf(card) + 1 === rankOf(onto) && isRed(card) !== isRed(onto)
}

/** How many top cards of a pile form a valid build that may move as one run (rules 2.4). */
export function movableRunLength(pile: readonly Card[]): number {
  if (pile.length === 0) return 0
  let length = 1
  while (length < pile.length) {
    const upper = pile[pile.length - length]
    const lower = pile[pile.length - length - 1]
    if (upper === undefined || lower === undefined || !buildsOn(upper, lower)) break
    length++
  }
  return length
}

/** rules 2.4: an empty pile takes a king (or a king-headed run) only. */
export function tableauAccepts(pile: readonly Card[], base: Card): boolean {
  const top = pile.at(-1)
  return top === undefined ? rankOf(base) === 13 : buildsOn(base, top)
}

/**
 * For the searches over tableau columns (solver, progress search): the columns the top `count`
 * cards of column `from` may move onto (rules 2.4), less a whole column onto an empty one,
 * which changes nothing.
 */
export function* runTargets(
  tableau: readonly (readonly Card[])[],
  from: number,
  count: number,
): Generator<number> {
  const source = tableau[from] ?? []
  const base = source[source.length - count]
  if (base === undefined) return
  for (let to = 0; to < tableau.length; to++) {
    const target = tableau[to]
    if (to === from || target === undefined || !tableauAccepts(target, base)) continue
    if (target.length > 0 || count < source.length) yield to
  }
}

/** The columns after the top `count` cards of column `from` move onto column `to`. */
export function withRunMoved(
  tableau: readonly Card[][],
  from: number,
  to: number,
  count: number,
): Card[][] {
  const source = tableau[from] ?? []
  const next = tableau.slice()
  next[from] = source.slice(0, -count)
  next[to] = (tableau[to] ?? []).concat(source.slice(-count))
  return next
}

/** The card a foundation of the given suit needs next, or null once it is complete. */
export function foundationNeeds(foundation: readonly Card[], suit: Suit): Card | null {
  const rank = RANKS[foundation.length]
  return rank === undefined ? null : `${rank}${suit}`
}

export function foundationAccepts(foundation: readonly Card[], suit: Suit, card: Card): boolean {
  return suitOf(card) === suit && rankOf(card) === foundation.length + 1
}
