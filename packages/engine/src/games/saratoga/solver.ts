// A budgeted depth-first solver for the bot. Saratoga hides only the stock order, which the
// engine knows, so the bot may look for a winning line; when none turns up within the
// budget the bot falls back to its greedy policy. Stock play is folded into "play the card
// at position i of the cycle" (draws and redeals get it to the waste top, rules 2.6).
import { isRed, rankOf, SUITS, suitOf } from '../../cards.js'
import type { Card, GameState, Move, PileId } from '../../types.js'
import { buildsOn, movableRunLength, runTargets, withRunMoved } from './building.js'
import { cardMove } from './legal-moves.js'
import { FOUNDATION_IDS, foundationIdOf, pile, tableauIdAt, tableauOf } from './piles.js'
import { DRAW_COUNT } from './stock-actions.js'

interface Node {
  tableau: Card[][]
  sizes: number[]
  /** The cycle: waste bottom→top, then stock top→bottom. */
  cycle: Card[]
  /** How many cards of the cycle are in the waste. */
  drawn: number
}

/** The first step of one solver move from a node, in game terms. */
type Step = Move

const SOLVER_BUDGET = 300

/** The first move of a winning line found within the budget, or null. */
export function solve(state: GameState, budget = SOLVER_BUDGET): Move | null {
  const stock = pile(state, 'stock')
  const waste = pile(state, 'waste')
  const root: Node = {
    tableau: tableauOf(state),
    sizes: FOUNDATION_IDS.map((id) => pile(state, id).length),
    cycle: [...waste, ...[...stock].reverse()],
    drawn: waste.length,
  }
  const seen = new Set<string>()
  let expansions = 0
  const search = (node: Node): boolean => {
    if (node.sizes.every((size) => size === 13)) return true
    const key = keyOf(node)
    if (seen.has(key) || expansions >= budget) return false
    seen.add(key)
    expansions++
    for (const [, next] of successors(node)) if (search(next)) return true
    return false
  }
  if (root.sizes.every((size) => size === 13)) return null
  seen.add(keyOf(root))
  for (const [step, next] of successors(root)) if (search(next)) return step
  return null
}

function keyOf(node: Node): string {
  const tableau = node.tableau
    .map((column) => column.join(''))
    .sort()
    .join('|')
  return `${tableau}#${node.sizes.join(',')}#${node.cycle.join('')}/${node.drawn}`
}

function fits(card: Card, sizes: readonly number[]): boolean {
  return rankOf(card) === (sizes[SUITS.indexOf(suitOf(card))] ?? 0) + 1
}

/** No card of the other colour could still need this one as a base. */
function safeUp(card: Card, sizes: readonly number[]): boolean {
  const rank = rankOf(card)
  if (rank <= 2) return true
  return SUITS.every((suit, i) => isRed(`A${suit}`) === isRed(card) || (sizes[i] ?? 0) >= rank - 1)
}

function up(sizes: readonly number[], card: Card): number[] {
  const next = sizes.slice()
  const i = SUITS.indexOf(suitOf(card))
  next[i] = (next[i] ?? 0) + 1
  return next
}

/** Cycle positions whose card can be brought to the waste top by drawing and redealing. */
function reachable(node: Node): number[] {
  const { cycle, drawn } = node
  const out = new Set<number>()
  if (drawn > 0) out.add(drawn - 1)
  for (let i = drawn + DRAW_COUNT - 1; i < cycle.length; i += DRAW_COUNT) out.add(i)
  if (cycle.length > drawn) out.add(cycle.length - 1)
  for (let i = DRAW_COUNT - 1; i < drawn - 1; i += DRAW_COUNT) out.add(i)
  return [...out]
}

/** How to start bringing cycle position i to the waste top. */
function stepTowards(node: Node, i: number, to: PileId): Step {
  if (i === node.drawn - 1) return cardMove('waste', to)
  if (node.drawn < node.cycle.length) return { action: 'draw' }
  return { action: 'redeal' }
}

function* successors(node: Node): Generator<[Step, Node]> {
  const { tableau, sizes, cycle } = node
  // A safe foundation move never hurts: take it alone, without branching.
  for (let from = 0; from < tableau.length; from++) {
    const column = tableau[from]
    if (column === undefined) continue
    const top = column.at(-1)
    if (top !== undefined && fits(top, sizes) && safeUp(top, sizes)) {
      const next = tableau.slice()
      next[from] = column.slice(0, -1)
      yield [
        cardMove(tableauIdAt(from), foundationOf(top)),
        { ...node, tableau: next, sizes: up(sizes, top) },
      ]
      return
    }
  }
  const plays = reachable(node)
  for (const i of plays) {
    const card = cycle[i]
    if (card === undefined || !fits(card, sizes)) continue
    const rest = { cycle: cycle.filter((_, k) => k !== i), drawn: i }
    yield [stepTowards(node, i, foundationOf(card)), { ...node, ...rest, sizes: up(sizes, card) }]
  }
  for (let from = 0; from < tableau.length; from++) {
    const column = tableau[from]
    if (column === undefined) continue
    const top = column.at(-1)
    if (top !== undefined && fits(top, sizes)) {
      const next = tableau.slice()
      next[from] = column.slice(0, -1)
      yield [
        cardMove(tableauIdAt(from), foundationOf(top)),
        { ...node, tableau: next, sizes: up(sizes, top) },
      ]
    }
  }
  for (let from = 0; from < tableau.length; from++) {
    const column = tableau[from]
    if (column === undefined) continue
    const run = movableRunLength(column)
    for (let count = 1; count <= run; count++) {
      // A part of a run moves only to let the card it uncovers go up.
      const uncovered = column[column.length - count - 1]
      if (count < run && !(uncovered !== undefined && fits(uncovered, sizes))) continue
      for (const to of runTargets(tableau, from, count)) {
        const next = withRunMoved(tableau, from, to, count)
        yield [cardMove(tableauIdAt(from), tableauIdAt(to), count), { ...node, tableau: next }]
        // Empty columns are alike: one is enough.
        if (tableau[to]?.length === 0) break
      }
    }
  }
  for (const i of plays) {
    const card = cycle[i]
    if (card === undefined) continue
    const rest = { cycle: cycle.filter((_, k) => k !== i), drawn: i }
    for (let to = 0; to < tableau.length; to++) {
      const target = tableau[to]
      if (target === undefined) continue
      const targetTop = target.at(-1)
      if (!(targetTop === undefined ? rankOf(card) === 13 : buildsOn(card, targetTop))) continue
      const next = tableau.slice()
      next[to] = target.concat(card)
      yield [stepTowards(node, i, tableauIdAt(to)), { ...node, ...rest, tableau: next }]
      if (targetTop === undefined) break
    }
  }
}

function foundationOf(card: Card): PileId {
  return foundationIdOf(suitOf(card))
}
