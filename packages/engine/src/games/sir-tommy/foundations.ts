// Which card a foundation takes next (rules 1.4, 1.8(a) (c) (d)).
import { cardName, rankName } from '../../cards.js'
import type { Card } from '../../types.js'
import type { SirTommyVariant } from './variants.js'

const RANK_BY_CODE = new Int8Array(128)
'A23456789TJQK'.split('').forEach((r, i) => (RANK_BY_CODE[r.charCodeAt(0)] = i + 1))

/** rankOf without the linear search: this runs on every move. */
export function rank(card: Card): number {
  return RANK_BY_CODE[card.charCodeAt(0) & 127] ?? 0
}

function red(card: Card): boolean {
  return card[1] === 'H' || card[1] === 'D'
}

/** rules 1.8(c): foundation i counts in steps of i, wrapping after the king. */
export function intervalNext(top: number, step: number): number {
  return ((top + step - 1) % 13) + 1
}

/**
 * The rank foundation `index` (1–4) takes next, or 0 when it is complete or (for suit and colour
 * foundations, which always hold their ace) never empty.
 */
export function nextRank(variant: SirTommyVariant, index: number, pile: readonly Card[]): number {
  const n = pile.length
  if (n >= 13) return 0
  if (n === 0) return 1
  const topCard = pile[n - 1]
  if (topCard === undefined) return 1
  const top = rank(topCard)
  return variant.foundation === 'interval' ? intervalNext(top, index) : top + 1
}

/** True when `card` may go onto foundation `index` (1–4) holding `pile`. */
export function fits(
  variant: SirTommyVariant,
  index: number,
  pile: readonly Card[],
  card: Card,
): boolean {
  const want = nextRank(variant, index, pile)
  if (want === 0 || rank(card) !== want) return false
  const base = pile[0]
  if (base === undefined) return true
  if (variant.foundation === 'suit') return base[1] === card[1]
  if (variant.foundation === 'colour') return red(base) === red(card)
  return true
}

/** Why `card` may not go onto the foundation (call only when `fits` said no). */
export function whyNot(
  variant: SirTommyVariant,
  index: number,
  pile: readonly Card[],
  card: Card,
): string {
  const top = pile[pile.length - 1]
  const name = cardName(card)
  if (top === undefined) return `${name} can't start a foundation: only an ace can`
  if (pile.length >= 13) return `foundation-${index} is complete`
  const want = nextRank(variant, index, pile)
  const base = pile[0] ?? top
  if (rank(card) !== want) {
    const reason =
      variant.foundation === 'interval'
        ? ` (foundation-${index} counts in steps of ${index}: ${rankName(want)} comes next)`
        : ''
    return `${rankName(rank(card))} can't go on ${cardName(top)}${reason}`
  }
  if (variant.foundation === 'suit')
    return `${name} can't go on ${cardName(top)}: foundations build up in suit`
  return `${name} can't go on ${cardName(top)}: this foundation takes ${red(base) ? 'red' : 'black'} cards only`
}
