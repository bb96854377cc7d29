// The clauses of rank-only foundations (rules 1.4): a card of rank r goes up onto a foundation
// showing r − 1, so at every moment fewer cards of rank r are up than of rank r − 1 (four
// foundations count as four cards "of rank 0"). For each card y of rank r: if k − 1 other cards
// of rank r went up before it, at least k more of rank r − 1 than of rank r did.
import { rankOf } from '../../../cards.js'
import { FOUNDATIONS } from '../../../games/sir-tommy/piles.js'
import type { FoundationTargets } from './foundation-targets.js'
import { not, type PileOrderCnf } from './pile-order-cnf.js'

/** The foundations are interchangeable: a card goes onto the first that takes it. */
export function addRankFoundations(cnf: PileOrderCnf): FoundationTargets {
  const { problem } = cnf
  const cards = [...problem.placed.flat(), ...problem.coming]
  const up = Array.from({ length: 14 }, () => 0) // cards of each rank up already
  up[0] = 4
  for (const foundation of problem.foundations) for (const card of foundation) up[rankOf(card)]!++
  const byRank: number[][] = Array.from({ length: 14 }, () => [])
  cards.forEach((card, i) => byRank[rankOf(card)]!.push(i))
  for (let r = 1; r <= 13; r++) {
    const lower = byRank[r - 1]!
    for (const y of byRank[r]!) {
      const others = byRank[r]!.filter((c) => c !== y)
      for (let k = 1; k <= others.length + 1; k++) {
        // At least `need` of `lower` before y: every set of |lower| − need + 1 of them has one.
        const need = k + up[r]! - up[r - 1]!
        if (need <= 0) continue
        const size = lower.length - need + 1
        for (const earlier of subsets(others, k - 1)) {
          const notAll = [not(cnf.goesUp(y)), ...earlier.map((a) => not(cnf.before(a, y)))]
          if (size <= 0) cnf.add(notAll)
          else
            for (const some of subsets(lower, size))
              cnf.add([...notAll, ...some.map((b) => cnf.before(b, y))])
        }
      }
    }
  }
  return () => FOUNDATIONS
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  return items.flatMap((item, i) =>
    subsets(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  )
}
