// How Sir Tommy's compact position (position.ts) writes cards, foundations and moves as numbers.
import { RANKS, SUITS } from '../../card-codes.js'
import type { Card, Move, PileId } from '../../types.js'

/** A card as a number: suit (S H D C) × 13 + rank − 1. */
export const cardNumber = (card: Card): number =>
  SUITS.indexOf(card[1] as (typeof SUITS)[number]) * 13 + RANKS.indexOf(card[0] as never)
export const cardOfNumber = (n: number): Card =>
  `${RANKS[n % 13] ?? 'A'}${SUITS[(n / 13) | 0] ?? 'S'}` as Card
export const rankOf = (n: number): number => (n % 13) + 1
export const isRed = (n: number): boolean => n >= 13 && n < 39

/** How the foundations take cards (rules 1.8). */
export const Kind = { Rank: 0, Suit: 1, Colour: 2, Interval: 3 } as const
export type Kind = (typeof Kind)[keyof typeof Kind]
export const KIND_OF = {
  rank: Kind.Rank,
  suit: Kind.Suit,
  colour: Kind.Colour,
  interval: Kind.Interval,
}

/** Foundation f's k-th card's rank (rules 1.8(c): Calculation counts in steps of f + 1). */
export function sequences(kind: Kind): Int8Array {
  const seq = new Int8Array(4 * 13)
  for (let f = 0; f < 4; f++) {
    let r = kind === Kind.Interval ? f + 1 : 1
    for (let k = 0; k < 13; k++) {
      seq[f * 13 + k] = r
      r = kind === Kind.Interval ? ((r + f) % 13) + 1 : r + 1
    }
  }
  return seq
}

/**
 * Move codes. A card move is from × 16 + to: from 0 is the pending card, 1…8 waste-1…8; to 0…3
 * is foundation-1…4, 4…11 waste-1…8. A redeal is REDEAL + its order in base 9 (digits 1…8).
 */
export const TURN = 200
export const REDEAL = 1000
export const FROM_PENDING = 0
export const TO_WASTE = 4

/** A redeal's code: its order's waste numbers (1…8) as base-9 digits, first digit lowest. */
export function redealCode(order: readonly number[]): number {
  let code = 0
  for (let i = order.length - 1; i >= 0; i--) code = code * 9 + (order[i] ?? 0)
  return REDEAL + code
}

/** The engine move a code stands for. */
export function toMove(move: number): Move {
  if (move === TURN) return { action: 'turn' }
  if (move >= REDEAL) {
    const order: PileId[] = []
    for (let code = move - REDEAL; code > 0; code = (code / 9) | 0)
      order.push(`waste-${code % 9}` as PileId)
    return { action: 'redeal', order }
  }
  const from = move >> 4
  const to = move & 15
  return {
    from: from === FROM_PENDING ? 'pending' : (`waste-${from}` as PileId),
    to: to < TO_WASTE ? (`foundation-${to + 1}` as PileId) : (`waste-${to - 3}` as PileId),
  }
}
