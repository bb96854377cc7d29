// rules 2.7 step 2: breadth-first search over the tableau positions reachable without touching
// the stock or waste, looking for a position where a progress move exists. Shared by the
// dead-position test (does one exist?) and the bot (first step of a shortest way there).
import { isRed, makeCard, RANKS, rankOf, SUITS, suitOf } from '../../cards.js'
import type { Card, GameState, Move } from '../../types.js'
import { buildsOn, movableRunLength, runTargets, withRunMoved } from './building.js'
import { cardMove } from './legal-moves.js'
import {
  FOUNDATION_IDS,
  foundationIdOf,
  pile,
  TABLEAU_IDS,
  tableauIdAt,
  tableauOf,
} from './piles.js'
import { reachableWasteTops } from './reachable-tops.js'

/** rules 2.7: cap the search; when it is hit the position counts as not dead. */
const SEARCH_CAP = 100_000

export type SearchResult =
  { found: true; depth: number; first: Move | null } | { found: false; capped: boolean }

interface Node {
  tableau: Card[][]
  /** Cards on each foundation (S, H, D, C); they change only when takebacks are searched. */
  sizes: number[]
  /** The first move from the root on the way here (null at the root). */
  first: Move | null
  depth: number
}

/**
 * Standard rules: edges are tableau-to-tableau moves and a goal is a position where a tableau
 * top fits its foundation or a reachable waste top (R) fits a foundation or the tableau.
 * With `takebacks`, foundation-to-tableau and tableau-to-foundation moves are edges too, and
 * a goal is a position where an R card fits or the foundation count would rise above the
 * root's: then the foundations can go down and back up, and only those two things are real
 * progress.
 */
export function searchProgress(
  state: GameState,
  takebacks: boolean,
  reachable: readonly Card[] = [...reachableWasteTops(pile(state, 'waste'), pile(state, 'stock'))],
  cap = SEARCH_CAP,
): SearchResult {
  if (rootIsGoal(state, reachable)) return { found: true, depth: 0, first: null }
  const acceptingTops = new Set<Card>()
  for (const card of reachable) for (const top of cardsAccepting(card)) acceptingTops.add(top)
  const kingReachable = reachable.some((card) => rankOf(card) === 13)
  const root: Node = {
    tableau: tableauOf(state),
    sizes: FOUNDATION_IDS.map((id) => pile(state, id).length),
    first: null,
    depth: 0,
  }
  const rootCount = sum(root.sizes)

  const isGoal = (node: Node): boolean => {
    const count = sum(node.sizes)
    for (const column of node.tableau) {
      const top = column.at(-1)
      if (top === undefined) {
        if (kingReachable) return true
      } else if (acceptingTops.has(top)) {
        return true
      } else if (fitsFoundation(top, node.sizes) && count >= rootCount) {
        return true
      }
    }
    return reachable.some((card) => fitsFoundation(card, node.sizes))
  }

  if (isGoal(root)) return { found: true, depth: 0, first: null }
  const seen = new Set<string>([keyOf(root, takebacks)])
  const queue: Node[] = [root]
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as Node
    for (const next of successors(node, takebacks)) {
      const key = keyOf(next, takebacks)
      if (seen.has(key)) continue
      if (isGoal(next)) return { found: true, depth: next.depth, first: next.first }
      if (seen.size >= cap) return { found: false, capped: true }
      seen.add(key)
      queue.push(next)
    }
  }
  return { found: false, capped: false }
}

/**
 * isGoal (below) for the position itself, without the search's sets and nodes: most positions
 * have a progress move at once, and the status test runs for every new state.
 */
function rootIsGoal(state: GameState, reachable: readonly Card[]): boolean {
  const sizes = FOUNDATION_IDS.map((id) => pile(state, id).length)
  for (const id of TABLEAU_IDS) {
    const top = pile(state, id).at(-1)
    if (top === undefined) {
      if (reachable.some((card) => rankOf(card) === 13)) return true
    } else if (fitsFoundation(top, sizes) || reachable.some((card) => buildsOn(card, top))) {
      return true
    }
  }
  return reachable.some((card) => fitsFoundation(card, sizes))
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

// The status test runs once per game state and asks this for every reachable card: built once
// per card instead of allocating fresh strings each time (bench/README.md, allocation profile).
const ACCEPTING = new Map<Card, readonly Card[]>()

/** The two cards a given card may be built on (none for a king, which needs an empty pile). */
function cardsAccepting(card: Card): readonly Card[] {
  let cards = ACCEPTING.get(card)
  if (cards === undefined) {
    // The next rank up (rankOf is 1-based); none above a king.
    const higher = RANKS[rankOf(card)]
    cards =
      higher === undefined
        ? []
        : SUITS.filter((suit) => isRed(`A${suit}`) !== isRed(card)).map(
            (suit): Card => `${higher}${suit}`,
          )
    ACCEPTING.set(card, cards)
  }
  return cards
}

function fitsFoundation(card: Card, sizes: readonly number[]): boolean {
  return rankOf(card) === (sizes[SUITS.indexOf(suitOf(card))] ?? 0) + 1
}

/** Piles are interchangeable for this question, so sorted pile contents name a position. */
function keyOf(node: Node, takebacks: boolean): string {
  const tableau = node.tableau
    .map((column) => column.join(''))
    .sort()
    .join('|')
  return takebacks ? `${tableau}#${node.sizes.join(',')}` : tableau
}

function* successors(node: Node, takebacks: boolean): Generator<Node> {
  const { tableau, sizes } = node
  const step = (move: Move, nextTableau: Card[][], nextSizes: number[]): Node => ({
    tableau: nextTableau,
    sizes: nextSizes,
    first: node.first ?? move,
    depth: node.depth + 1,
  })
  for (let from = 0; from < tableau.length; from++) {
    const source = tableau[from]
    if (source === undefined) continue
    const run = movableRunLength(source)
    for (let count = 1; count <= run; count++) {
      for (const to of runTargets(tableau, from, count)) {
        const next = withRunMoved(tableau, from, to, count)
        yield step(cardMove(tableauIdAt(from), tableauIdAt(to), count), next, sizes)
      }
    }
    const top = source.at(-1)
    if (takebacks && top !== undefined && fitsFoundation(top, sizes)) {
      const next = tableau.slice()
      next[from] = source.slice(0, -1)
      const suit = SUITS.indexOf(suitOf(top))
      const nextSizes = sizes.slice()
      nextSizes[suit] = (nextSizes[suit] ?? 0) + 1
      yield step(cardMove(tableauIdAt(from), foundationIdOf(suitOf(top))), next, nextSizes)
    }
  }
  if (!takebacks) return
  for (let suit = 0; suit < sizes.length; suit++) {
    const size = sizes[suit] ?? 0
    const suitCode = SUITS[suit]
    if (size === 0 || suitCode === undefined) continue
    const card = makeCard(size, suitCode)
    for (let to = 0; to < tableau.length; to++) {
      const target = tableau[to]
      if (target === undefined) continue
      const top = target.at(-1)
      if (!(top === undefined ? size === 13 : buildsOn(card, top))) continue
      const next = tableau.slice()
      next[to] = target.concat(card)
      const nextSizes = sizes.slice()
      nextSizes[suit] = size - 1
      yield step(cardMove(foundationIdOf(suitCode), tableauIdAt(to)), next, nextSizes)
    }
  }
}
