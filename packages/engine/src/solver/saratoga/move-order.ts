// Other move orders for Saratoga's restarted searches (compact/plain-first.ts): the steps that
// put a card up keep their place first, the others are shuffled by a draw numbered `order`. The
// order changes only when a step is tried, never which steps are, so every proof stays a proof.
import { FOUNDATION } from './board.js'
import { MACRO } from './moves.js'
import { isJoined, joinedPlay } from './uncovering.js'

/** The play a step ends with (the waste play of a stock step, the play of a joined step). */
function lastPlay(step: number): number {
  const play = isJoined(step) ? joinedPlay(step) : step
  return play >= MACRO ? (play - MACRO) % 4096 : play
}

const putsUp = (step: number): boolean => (lastPlay(step) & 15) >= FOUNDATION

/** A deterministic draw (xorshift32) per search, seeded by the order's number. */
export class MoveOrder {
  private state: number

  constructor(readonly order: number) {
    this.state = (Math.imul(order, 0x9e3779b9) ^ 0x2545f491) | 0 || 1
  }

  private next(): number {
    let x = this.state
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    this.state = x
    return x >>> 0
  }

  /** Reorders the `count` steps at `at` in place: card-up steps first, the rest shuffled. */
  reorder(steps: Int32Array, at: number, count: number): void {
    let ups = at
    for (let i = at; i < at + count; i++) {
      const step = steps[i] ?? 0
      if (!putsUp(step)) continue
      steps[i] = steps[ups] ?? 0
      steps[ups++] = step
    }
    for (let i = at + count - 1; i > ups; i--) {
      const j = ups + (this.next() % (i - ups + 1))
      const step = steps[i] ?? 0
      steps[i] = steps[j] ?? 0
      steps[j] = step
    }
  }
}
