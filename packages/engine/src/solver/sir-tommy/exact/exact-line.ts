// A model of the formula as a line of engine moves: turn by turn, the cards that go up in it in
// the model's order, each to the foundation its rule chose (foundation-targets.ts), then the
// pending card onto its pile if it did not go up. Each move is played through the engine, so a
// line that comes back is legal move by move.
import { rulesFor } from '../../../games/index.js'
import type { GameState, Move } from '../../../types.js'
import type { FoundationTargets } from './foundation-targets.js'
import type { Literal, PileOrderCnf } from './pile-order-cnf.js'

/** The line, or null when a move of it is refused (a formula that does not match the rules). */
export function exactLine(
  state: GameState,
  cnf: PileOrderCnf,
  targets: FoundationTargets,
  value: (v: number) => boolean,
): { line: Move[]; end: GameState } | null {
  const rules = rulesFor('sir-tommy')
  const holds = (l: Literal): boolean =>
    typeof l === 'boolean' ? l : l > 0 ? value(l) : !value(-l)
  const { problem, cardCount } = cnf
  const turns = problem.coming.length
  const cards = Array.from({ length: cardCount }, (_, c) => c)
  const upIn = cards.map((c) => {
    for (let t = Math.max(cnf.turnOf(c), 0); t <= turns; t++) if (holds(cnf.upBy(c, t))) return t
    return Infinity // it stays down
  })
  const pileOf = cards.map((c) => {
    for (let k = 0; k < problem.piles; k++) if (holds(cnf.onPile(c, k))) return k
    return -1
  })
  const line: Move[] = []
  let current = state
  const play = (move: Move): boolean => {
    const result = rules.apply(current, move)
    if (!result.ok) return false
    current = result.state
    line.push(move)
    return true
  }
  for (let t = 0; t <= turns; t++) {
    const ups = cards
      .filter((c) => upIn[c] === t)
      .sort((a, b) => (holds(cnf.before(a, b)) ? -1 : 1))
    for (const c of ups) {
      const from = cnf.turnOf(c) === t ? 'pending' : problem.pileIds[pileOf[c]!]!
      if (!targets(c, holds).some((to) => play({ from, to }))) return null
    }
    const pending = cards.find((c) => cnf.turnOf(c) === t)
    if (pending !== undefined && upIn[pending]! > t) {
      if (!play({ from: 'pending', to: problem.pileIds[pileOf[pending]!]! })) return null
    }
  }
  return { line, end: current }
}
