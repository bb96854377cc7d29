// The clauses of Calculation's foundations (rules 1.8(c)): foundation i starts on its base (an
// ace, 2, 3 or 4) and builds regardless of suit in steps of i, wrapping past the king, so its
// thirteen ranks come in a fixed sequence that holds each rank once. What a model chooses is
// which card fills each position ("slot") of each sequence: every card takes exactly one slot
// of its rank, every slot exactly one card, and a card goes up after the card in the slot
// before it (unless that slot is already on the foundation). A foundation then always shows the
// slot before the card that goes onto it: the cards of its later slots go up after this one,
// through the chain of slots.
import { rankOf } from '../../../cards.js'
import { intervalNext } from '../../../games/sir-tommy/foundations.js'
import { FOUNDATIONS } from '../../../games/sir-tommy/piles.js'
import type { FoundationTargets } from './foundation-targets.js'
import { not, type PileOrderCnf } from './pile-order-cnf.js'

interface Slot {
  foundation: number
  /** The slot's position in the foundation's sequence (0: the base). */
  position: number
  rank: number
  /** "Card c fills this slot", for each card of the slot's rank. */
  fill: Map<number, number>
}

export function addIntervalFoundations(cnf: PileOrderCnf): FoundationTargets {
  const { problem } = cnf
  const cards = [...problem.placed.flat(), ...problem.coming]
  const slots: Slot[][] = problem.foundations.map((pile, i) => {
    const sequence = [rankOf(pile[0]!)]
    while (sequence.length < 13) sequence.push(intervalNext(sequence.at(-1)!, i + 1))
    const open: Slot[] = []
    for (let position = pile.length; position < 13; position++) {
      const rank = sequence[position]!
      const fill = new Map<number, number>()
      cards.forEach((card, c) => {
        if (rankOf(card) === rank) fill.set(c, ++cnf.variables)
      })
      open.push({ foundation: i, position, rank, fill })
    }
    return open
  })
  const all = slots.flat()
  // Every slot exactly one card...
  for (const slot of all) {
    const fill = [...slot.fill.values()]
    cnf.add(fill)
    atMostOne(cnf, fill)
  }
  // ... every card exactly one slot.
  cards.forEach((_, c) => {
    const fill = all.flatMap((slot) => slot.fill.get(c) ?? [])
    cnf.add(fill)
    atMostOne(cnf, fill)
  })
  // A card goes up after the card in the slot before its own.
  for (const open of slots) {
    for (let j = 1; j < open.length; j++) {
      for (const [y, yFills] of open[j]!.fill)
        for (const [x, xFills] of open[j - 1]!.fill)
          cnf.add([-yFills, -xFills, not(cnf.goesUp(y)), cnf.before(x, y)]) // x ≠ y: their ranks differ
    }
  }
  return (card, holds) => {
    const slot = all.find((s) => holds(s.fill.get(card) ?? false))
    return slot === undefined ? [] : [FOUNDATIONS[slot.foundation]!]
  }
}

function atMostOne(cnf: PileOrderCnf, literals: readonly number[]): void {
  for (let i = 0; i < literals.length; i++)
    for (let j = i + 1; j < literals.length; j++) cnf.add([-literals[i]!, -literals[j]!])
}
