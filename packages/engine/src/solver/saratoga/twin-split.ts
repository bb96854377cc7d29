// A case split on a tableau card's first move (Saratoga, rules 2.4–2.8). Every card goes up in a
// win, so every tableau card X moves. Take a legal move M of X and the cards on it onto P, a
// tableau pile top; Q is X's other parent and T its twin (same rank and colour: the only other
// card P takes). The stuck-card fixpoint with X and the cards under it held in place holds every
// event of a line before X first moves. Suppose by it: Q never takes a card, no card under X that
// X builds on can be a run's base, and P never leaves its place. Then X's first move is up or
// onto P, and every move before it touches only cards apart from X, the cards under it and P, or
// the cards on X (which go along), but T's onto P (T leaves P only up then, Q taking none; X goes
// onto P only once it has). So M can be played first and the others after it in the same order:
// - if T never lands on P before X moves, that is a line from the position after M, the same
//   position once X has moved, and the bound there holds its events;
// - else (by the fixpoint T can reach P then, and go up or X can), T's landing on P is read as a
//   landing with a parent always at hand (stuck-cards.ts `free`) and its later moves as before:
//   the fixpoint after M with T free holds the events of that line.
// So when the reading after M is below 52, no line from here wins. The experiment before it
// (docs/solvability.md, `bcd2c20`) needed the second case empty and read X's going up first apart.
import type { SaratogaBoard } from './board.js'
import { legalMoves } from './moves.js'
import { sharedParentsBound } from './shared-parents.js'
import { lastFixpoint, stuckCardBound } from './stuck-cards.js'
import { belowOf, HIGH, LOW, onBelow, pileOf, TWIN } from './stuck-layout.js'

const rank = (card: number): number => (card % 13) + 1
const moves = new Int32Array(256)
const held = new Uint8Array(52)
const NO = -2

/**
 * Whether some tableau move M from `b` rules out every line but those read from the position
 * after it (see above), that reading below 52 (the pairs along chains in at most `chains`
 * fixpoints, or the twin free). `asked` (for the tests) sees each M read, with the free twin or
 * -1. Without takebacks only.
 */
export function lostBySplit(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  chains: number,
  asked?: (move: number, free: number) => void,
): boolean {
  if (b.takebacks) return false
  const count = legalMoves(b, moves)
  for (let i = 0; i < count; i++) {
    const move = moves[i] ?? 0
    const from = (move >> 4) & 15
    const to = move & 15
    if (move >= 1 << 16 || from >= 7 || to >= 7 || (b.tabLen[to] ?? 0) === 0) continue
    const x = b.tab[from * 52 + (b.tabLen[from] ?? 0) - (move >> 8)] ?? 0
    if (rank(x) === 1 || rank(x) === 13) continue
    const free = firstMove(b, stockCycle, apartOnly, from, x, b.tops[to] ?? 0)
    if (free === NO) continue
    asked?.(move, free)
    b.apply(move)
    const after =
      free < 0
        ? sharedParentsBound(b, stockCycle, apartOnly, true, false, chains)
        : stuckCardBound(b, stockCycle, apartOnly, false, null, 0, null, false, free)
    b.undo()
    if (after < 52) return true
  }
  return false
}

/**
 * Whether every winning line from `b` moves `x` first up or onto `parent` (see above): NO, or the
 * twin to read free after the move, or -1.
 */
function firstMove(
  b: SaratogaBoard,
  stockCycle: boolean,
  apartOnly: boolean,
  from: number,
  x: number,
  parent: number,
): number {
  const { up, left, apart, placed, hostable } = lastFixpoint
  held.fill(0)
  const t = from * 52
  for (let k = 0; b.tab[t + k] !== x; k++) held[b.tab[t + k] ?? 0] = 1
  held[x] = 1
  stuckCardBound(b, stockCycle, apartOnly, true, null, 0, held)
  const other = LOW[x] === parent ? (HIGH[x] ?? 0) : (LOW[x] ?? 0)
  if (hostable[other] === 1) return NO
  for (let w = x; onBelow[w] === 1;) {
    w = belowOf[w] ?? 0
    if (
      rank(w) === 13
        ? lastFixpoint.emptyPile
        : hostable[LOW[w] ?? 0] === 1 || hostable[HIGH[w] ?? 0] === 1
    )
      return NO
  }
  if (left[parent] === 1 || apart[parent] === 1 || up[parent] === 1) return NO
  const twin = TWIN[x] ?? 0
  const upNow = (b.fLen[(twin / 13) | 0] ?? 0) > twin % 13
  const reaches = pileOf[twin] !== 0 ? left[twin] === 1 || apart[twin] === 1 : placed[twin] === 1
  // The twin on P before X moves: it leaves P only up (case 2), or X goes up first.
  const onP = !upNow && reaches && (up[twin] === 1 || up[x - 1] === 1)
  return onP ? twin : -1
}
