// Sir Tommy as a formula: which waste pile each coming card goes to, when each card goes up, and
// in what order the cards go up. A model is a winning line (exact-line.ts reads it); no model
// proves that none exists (docs/solvability.md, "Sir Tommy solved exactly").
//
// Time is counted in turns: turn t is while the t-th coming card is pending (the pending card is
// turn 0), and turn m, after the last one is placed. A card goes up in some turn p ≥ its own
// (plays between placing a card and the next turn wait for that turn: the turn is automatic and a
// waste top may go up while a card is pending, so nothing is lost). A coming card that goes up in
// its own turn never lies on a pile; one that does not is placed on its pile at the end of its
// turn. Every line of play is such a schedule, and every schedule that meets the clauses below
// is a line of play (exact-line.ts plays it through the engine):
//
// - the order of play is a total order that agrees with the turns (`before`);
// - a card placed on a pile over a card still there goes up before it (the piles' order);
// - the foundations' clauses, one file per rule (rank-, suit-, interval-foundations.ts): a card
//   goes up onto a card already up.
//
// Strategy (no card goes up before the last coming card is placed) fixes "up by turn t" false
// for every t < m: every coming card is placed, and all plays come in the last turn.
import type { Clause } from '../../sat/sat-solver.js'
import type { PileProblem } from './pile-problem.js'

/** A literal, or a constant where the problem fixes it. */
export type Literal = number | boolean

export interface PileOrderCnf {
  readonly problem: PileProblem
  /** Cards, placed ones first (pile by pile, bottom to top), then the coming ones in order. */
  readonly cardCount: number
  /** The turn a card comes in (-1: on a pile already). */
  turnOf(card: number): number
  /** "Card goes up at all": true unless built with `mayStayDown`. */
  goesUp(card: number): Literal
  /** "Card goes up in turn t or before." */
  upBy(card: number, turn: number): Literal
  /** "Card goes onto pile k" (a placed card's pile is fixed). */
  onPile(card: number, pile: number): Literal
  /** "Card a goes up before card b." */
  before(a: number, b: number): Literal
  readonly clauses: Clause[]
  variables: number
  add(literals: readonly Literal[]): void
}

export const not = (l: Literal): Literal => (typeof l === 'boolean' ? !l : -l)

/**
 * With `mayStayDown` a card need not go up at all (for the most cards, most-cards.ts): "up by
 * turn m" is then a variable, `goesUp`, and a card that never goes up comes after every card
 * that does in the order of plays, so a card placed over it can never go up either.
 */
export function pileOrderCnf(problem: PileProblem, mayStayDown = false): PileOrderCnf {
  const { piles, placed, coming } = problem
  const turns = coming.length
  const placedCount = placed.reduce((n, pile) => n + pile.length, 0)
  const cardCount = placedCount + turns
  const pileOfPlaced: number[] = []
  placed.forEach((pile, k) => pile.forEach(() => pileOfPlaced.push(k)))
  const turnOf = (card: number): number => (card < placedCount ? -1 : card - placedCount)

  let variables = 0
  const upVars: number[][] = []
  for (let c = 0; c < cardCount && !problem.playsAfterStock; c++) {
    const row: number[] = []
    for (let t = Math.max(turnOf(c), 0); t < turns; t++) row[t] = ++variables
    upVars.push(row)
  }
  // Strategy: every card goes up in turn m, after the last coming card is placed.
  const goesUp = Array.from({ length: cardCount }, () => (mayStayDown ? ++variables : 0))
  const upBy = (card: number, turn: number): Literal =>
    turn >= turns
      ? !mayStayDown || goesUp[card]!
      : turn < turnOf(card) || problem.playsAfterStock
        ? false
        : upVars[card]![turn]!
  const pileVars: number[][] = []
  for (let c = placedCount; c < cardCount; c++) {
    pileVars[c] = Array.from({ length: piles }, () => ++variables)
  }
  const onPile = (card: number, pile: number): Literal =>
    card < placedCount ? pileOfPlaced[card] === pile : pileVars[card]![pile]!
  const orderVars: number[][] = []
  for (let a = 0; a < cardCount; a++) {
    orderVars[a] = []
    for (let b = a + 1; b < cardCount; b++) orderVars[a]![b] = ++variables
  }
  const before = (a: number, b: number): Literal => (a < b ? orderVars[a]![b]! : -orderVars[b]![a]!)

  const clauses: Clause[] = []
  const cnf: PileOrderCnf = {
    problem,
    cardCount,
    turnOf,
    goesUp: (card) => upBy(card, turns),
    upBy,
    onPile,
    before,
    clauses,
    get variables() {
      return variables
    },
    set variables(n) {
      variables = n
    },
    add(literals) {
      const clause: number[] = []
      for (const literal of literals) {
        if (literal === true) return
        if (literal !== false) clause.push(literal)
      }
      clauses.push(clause)
    },
  }

  const lastTurn = mayStayDown ? turns : turns - 1 // the last turn with a variable
  for (let c = 0; c < cardCount; c++) {
    for (let t = Math.max(turnOf(c), 0); t < lastTurn; t++)
      cnf.add([not(upBy(c, t)), upBy(c, t + 1)])
  }
  // Each coming card onto one pile. The empty piles are interchangeable: the i-th coming card can
  // have opened at most i of them before it, so it is given one of the first of them.
  const inUse = placed.filter((pile) => pile.length > 0).length
  for (let c = placedCount; c < cardCount; c++) {
    const open = Math.min(piles, inUse + turnOf(c) + 1)
    cnf.add(Array.from({ length: open }, (_, k) => onPile(c, k)))
    for (let k = open; k < piles; k++) cnf.add([not(onPile(c, k))])
    for (let k = 0; k < open; k++)
      for (let j = k + 1; j < open; j++) cnf.add([not(onPile(c, k)), not(onPile(c, j))])
  }
  // The order of play is a total order...
  for (let a = 0; a < cardCount; a++)
    for (let b = a + 1; b < cardCount; b++)
      for (let c = b + 1; c < cardCount; c++) {
        cnf.add([not(before(a, b)), not(before(b, c)), before(a, c)])
        cnf.add([before(a, b), before(b, c), not(before(a, c))])
      }
  // ... that agrees with the turns: up by turn t while the other is not, it went up first.
  for (let a = 0; a < cardCount; a++)
    for (let b = 0; b < cardCount; b++) {
      if (a === b) continue
      for (let t = Math.max(turnOf(a), 0); t <= lastTurn; t++)
        cnf.add([not(upBy(a, t)), upBy(b, t), before(a, b)])
    }
  // The piles: a card placed over one still there goes up before it.
  for (let a = 0; a < cardCount; a++)
    for (let b = a + 1; b < cardCount; b++) {
      if (turnOf(b) < 0) {
        if (pileOfPlaced[a] === pileOfPlaced[b]) cnf.add([before(b, a)]) // b lies on a
        continue
      }
      const same = samePile(cnf, a, b)
      const t = turnOf(b)
      cnf.add([not(same), upBy(a, t), upBy(b, t), before(b, a)])
    }
  return cnf
}

/** "a and b go onto the same pile", as a literal. */
function samePile(cnf: PileOrderCnf, a: number, b: number): Literal {
  const { piles } = cnf.problem
  if (cnf.turnOf(a) < 0) {
    for (let k = 0; k < piles; k++) if (cnf.onPile(a, k) === true) return cnf.onPile(b, k)
    return false
  }
  const same = ++cnf.variables
  for (let k = 0; k < piles; k++) {
    cnf.add([-(cnf.onPile(a, k) as number), -(cnf.onPile(b, k) as number), same])
  }
  return same
}
