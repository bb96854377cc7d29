import { PositionSet } from './position-set.js'
// Sleep sets for the compact search (goal win): a child of a position is not visited when it is
// reached from a position already proved lost by moves that change other piles. Take a position
// s with steps m then m2 among its candidates, m searched first and proved lost (a win ends the
// search). If m and m2 change disjoint piles (the game's `touches`), then from s·m2 (and the safe
// moves after it, also apart from m's piles) the step m is still legal, the same step, and leads
// to s·m·m2·safe: a position reached from the lost s·m, so lost. So m sleeps at s·m2, and a step
// asleep at a position sleeps at its child too while the child's step changes none of its piles:
// every sleeping step leads to a position reached from one proved lost.
//
// "Searched and proved lost": in a game with cycles (Saratoga's runs moved to and fro) the search
// meets positions on its own path, not yet searched to their end. A position whose search met
// only positions on the path at or below it (`low`, as in Tarjan's strongly connected
// components), positions finished clean, positions cut by the bound and sleeping steps is lost:
// every position it searched leads only to those, to lost positions, or back among themselves,
// and none of them is a win. Only such a child goes to sleep. Others are kept in `tainted`, and
// meeting one later taints the whole path. Whatever sleeps, a search that ends without a win has
// met every position its candidates reach but for lost ones: the deal is lost as before.

/** Steps asleep, and positions on the path, before the arrays grow. */
const START = 1024

export class SleepSets {
  private codes: Int32Array = new Int32Array(START)
  private masks: Int32Array = new Int32Array(START)
  /** The end of the sets on the stack: each position's set lies above its parent's. */
  top = 0
  /** The hashes of the positions on the search's path (two lanes each), to see a cycle. */
  private path: Int32Array = new Int32Array(START * 2)
  /** Per position on the path: the shallowest position on the path its search met (its index). */
  private low: Int32Array = new Int32Array(START)
  private depth = 0
  /** Positions searched to their end but not clean (their search met a shallower one). */
  private readonly tainted = new PositionSet()
  /** Whether the last position visited was finished clean (or cut: lost). */
  clean = true

  /**
   * The set of a child reached by a step that changes the piles `mask`: the steps of its
   * parent's set [`from`, `to`) that change none of them. Returns where it starts (it ends at
   * `top`).
   */
  enter(from: number, to: number, mask: number): number {
    const start = this.top
    for (let k = from; k < to; k++) {
      if (((this.masks[k] ?? 0) & mask) === 0) this.push(this.codes[k] ?? 0, this.masks[k] ?? 0)
    }
    return start
  }

  /** Whether `move` is asleep in the set that starts at `from`. */
  asleep(move: number, from: number): boolean {
    for (let k = from; k < this.top; k++) if (this.codes[k] === move) return true
    return false
  }

  /** `move` (changing the piles `mask`) was searched from the position and lost: it sleeps. */
  push(move: number, mask: number): void {
    if (this.top === this.codes.length) {
      this.codes = grown(this.codes)
      this.masks = grown(this.masks)
    }
    this.codes[this.top] = move
    this.masks[this.top++] = mask
  }

  /** A position expanded: on the path until `leave`. */
  expand(a: number, b: number): void {
    if (this.depth === this.low.length) {
      this.path = grown(this.path)
      this.low = grown(this.low)
    }
    this.path[this.depth * 2] = a
    this.path[this.depth * 2 + 1] = b | 1
    this.low[this.depth] = this.depth
    this.depth++
  }

  /** The position on top of the path is searched to its end; `clean` says how. */
  leave(): void {
    const d = --this.depth
    const low = this.low[d] ?? -1
    this.clean = low >= d
    if (!this.clean) this.tainted.add(this.path[d * 2] ?? 0, this.path[d * 2 + 1] ?? 0)
    if (d > 0 && low < (this.low[d - 1] ?? -1)) this.low[d - 1] = low
  }

  /** A position met in the table (searched before, or on the path): is it clean? */
  met(a: number, b: number): void {
    b |= 1
    let low = this.tainted.has(a, b) ? -1 : this.depth
    for (let i = 0; i < this.depth && low === this.depth; i++) {
      if (this.path[i * 2] === a && this.path[i * 2 + 1] === b) low = i
    }
    this.clean = low === this.depth
    const top = this.depth - 1
    if (top >= 0 && low < (this.low[top] ?? -1)) this.low[top] = low
  }
}

function grown(array: Int32Array): Int32Array {
  const copy = new Int32Array(array.length * 2)
  copy.set(array)
  return copy
}
