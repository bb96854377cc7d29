// What changed between two positions of one board: the last move, read off the views alone, so
// it works the same on the player's own board, a spectator's boards (one race:progress may cover
// several moves) and the replay. No rule is decided here.
import type { PlayerViewWire } from '@patience-race/protocol'
import { pileIds } from '../cards.js'

type View = Pick<PlayerViewWire, 'piles' | 'hidden' | 'stockCount'>

export interface LastMove {
  /** Piles that lost cards (the stock when it was drawn from). */
  from: ReadonlySet<string>
  /** Piles that gained cards, or whose cards were put in another order. */
  to: ReadonlySet<string>
  /** The cards that arrived on a pile in `to` (what to outline). */
  cards: ReadonlySet<string>
}

export const NO_MOVE: LastMove = { from: new Set(), to: new Set(), cards: new Set() }

/** Cards of `a` not matched in `b`, counting duplicates (Grandma's Game has two packs). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>()
  for (const c of b) left.set(c, (left.get(c) ?? 0) + 1)
  const out: string[] = []
  for (const c of a) {
    const n = left.get(c) ?? 0
    if (n > 0) left.set(c, n - 1)
    else out.push(c)
  }
  return out
}

/** The move (or moves) that turned `prev` into `next`; empty when nothing changed. */
export function lastMoveOf(prev: View, next: View): LastMove {
  const from = new Set<string>()
  const to = new Set<string>()
  const cards = new Set<string>()
  if (next.stockCount < prev.stockCount) from.add('stock')
  if (next.stockCount > prev.stockCount) to.add('stock')
  const ids = new Set(pileIds([...Object.keys(prev.piles), ...Object.keys(next.piles)]))
  ids.delete('stock')
  for (const id of ids) {
    const a = prev.piles[id] ?? []
    const b = next.piles[id] ?? []
    const sizeA = a.length + (prev.hidden[id] ?? 0)
    const sizeB = b.length + (next.hidden[id] ?? 0)
    if (sizeB < sizeA) {
      // A card turned face up where one left (Grandma's tableau) did not move: no outline.
      from.add(id)
    } else if (sizeB > sizeA) {
      to.add(id)
      for (const c of minus(b, a)) cards.add(c)
    } else if (a.length === b.length && a.some((c, i) => c !== b[i])) {
      // Same cards in another order: a reorder (Grandma's workspace). A card only turning
      // face up (or unmasked for a spectator) is no move.
      to.add(id)
    }
  }
  return { from, to, cards }
}

export function isEmptyMove(m: LastMove): boolean {
  return m.from.size === 0 && m.to.size === 0
}

/** Context key: the board's last move, for its piles and cards (`{ current: LastMove }`). */
export const LAST_MOVE = Symbol('last-move')

export interface LastMoveContext {
  readonly current: LastMove
}
