// The clauses of suit foundations (Strategy, rules 1.8(a)): each foundation holds one suit's ace
// from the start and builds up in that suit, so a card goes up after the card of its suit one
// rank lower, unless that card is up already. Each card has exactly one foundation it can go to.
import { RANKS, rankOf, suitOf } from '../../../cards.js'
import { FOUNDATIONS } from '../../../games/sir-tommy/piles.js'
import type { FoundationTargets } from './foundation-targets.js'
import { not, type PileOrderCnf } from './pile-order-cnf.js'

export function addSuitFoundations(cnf: PileOrderCnf): FoundationTargets {
  const { problem } = cnf
  const cards = [...problem.placed.flat(), ...problem.coming]
  const index = new Map<string, number>(cards.map((card, i) => [card, i]))
  cards.forEach((card, y) => {
    const r = rankOf(card)
    const lower = r > 1 ? index.get(`${RANKS[r - 2]}${suitOf(card)}`) : undefined
    if (lower !== undefined) cnf.add([not(cnf.goesUp(y)), cnf.before(lower, y)])
  })
  // The foundation of each suit: the one its ace (the base) is on.
  const target = new Map(
    problem.foundations.map((pile, i) => [suitOf(pile[0]!), [FOUNDATIONS[i]!]] as const),
  )
  return (card) => target.get(suitOf(cards[card]!)) ?? []
}
