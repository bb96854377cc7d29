// The order the search tries Grandma's Game's moves in. Order 0 is the engine's (hooks.ts):
// tableau tops, workspace cards, transfers, then the deal. Order n ≥ 1 keeps the deal last and
// shuffles the card moves by a fixed pseudo-random draw of the position and n, so that restarted
// searches (compact/restarts-first.ts) spend their budgets under different first choices. The order
// never changes which moves are tried, so every proof stays a proof.
import { mix32 } from '../compact/zobrist.js'
import { DEAL } from './board.js'

const keys = new Int32Array(512)

/** Reorders the `count` moves at `out[at…]` for move order `order` in the position `hash`. */
export function orderMoves(
  out: Int32Array,
  at: number,
  count: number,
  order: number,
  hash: number,
): void {
  if (order === 0) return
  const end = at + count - (count > 0 && out[at + count - 1] === DEAL ? 1 : 0)
  const salt = mix32(hash ^ Math.imul(order, 0x9e3779b1))
  // Insertion sort by key: a dozen moves at most, as a rule.
  for (let i = at; i < end; i++) {
    const move = out[i] ?? 0
    const key = mix32(move ^ salt)
    let j = i
    for (; j > at && (keys[j - 1 - at] ?? 0) > key; j--) {
      out[j] = out[j - 1] ?? 0
      keys[j - at] = keys[j - 1 - at] ?? 0
    }
    out[j] = move
    keys[j - at] = key
  }
}
