// Grandma's Game's dead cards: cards that can never reach a foundation, read from the known
// stock order. A tableau pile is *frozen* once no card of its rank is left in the stock: nothing
// will ever pick it up again, so a card in it leaves only after every card above it has left.
//
// (A pile kept as a set, board.ts's free order, has no order: nothing lies under anything.)
//
// A suit whose foundations have not met (n_s < 13, rules 3.4) shows up to u and down to d, with
// a gap of ranks u+1 … d−1 between them; both copies of each gap rank are still in play. The gap
// closes (the piles meet) only when one copy of every gap rank has gone up or down. A gap rank
// is *blocked* for a card X when neither copy can go before X does: each lies under X in X's
// frozen pile, or is dead itself. Then:
// - X of a gap rank r needs the up pile to reach r − 1 or the down pile r + 1, so X is dead
//   when a blocked rank lies on each side of r (the piles can then neither reach X nor meet);
// - X of any other rank (its twin is up already) needs the gap closed first, so X is dead when
//   any gap rank is blocked.
// Every card under a dead card in a frozen pile is dead too. The bound is 104 − dead cards.
import type { GrandmasBoard } from './board.js'

const DEPTH = 104
const WORKSPACE_SLOT = 13 * DEPTH
const STOCK_SLOT = 14 * DEPTH

/** How many copies of each card are dead (found so far). */
const deadCount = new Int32Array(52)
/** Copies of each card that cannot go before the card being looked at in its frozen pile. */
const under = new Int32Array(52)
/** Whether each tableau slot (pile × 104 + index), workspace slot and stock slot is dead. */
const deadSlot = new Uint8Array(15 * DEPTH)
const frozen = new Uint8Array(13)
/** Each suit's gap ranks as a bit mask (bit r); 0 for a suit whose piles have met or crossed. */
const gap = new Int32Array(4)
/** For the first scan: each suit's ranks with both copies counted so far, as a bit mask. */
const pairs = new Int32Array(4)

function findGaps(b: GrandmasBoard): number {
  let any = 0
  for (let s = 0; s < 4; s++) {
    const u = b.fLen[s] ?? 0
    const d = 14 - (b.fLen[s + 4] ?? 0)
    let mask = 0
    if (u + 14 - d < 13) for (let r = u + 1; r < d; r++) mask |= 1 << r
    gap[s] = mask
    any |= mask
  }
  return any
}

/** Whether `card` is dead when the ranks in `blocked` (a mask) cannot go up before it. */
function deadWith(card: number, blocked: number): boolean {
  const r = (card % 13) + 1
  const g = gap[(card / 13) | 0] ?? 0
  const stuck = blocked & g
  if (stuck === 0) return false
  if ((g & (1 << r)) === 0) return true
  return (stuck & ((1 << r) - 1)) !== 0 && stuck >> (r + 1) !== 0
}

/** The gap ranks of `card`'s suit of which `counts` holds both copies, as a mask. */
function blockedOf(card: number, counts: Int32Array): number {
  const s = (card / 13) | 0
  let mask = 0
  for (let g = gap[s] ?? 0; g !== 0;) {
    const r = 31 - Math.clz32(g)
    g &= ~(1 << r)
    if ((counts[s * 13 + r - 1] ?? 0) >= 2) mask |= 1 << r
  }
  return mask
}

function kill(slot: number, card: number): number {
  if (deadSlot[slot] === 1) return 0
  deadSlot[slot] = 1
  deadCount[card] = (deadCount[card] ?? 0) + 1
  return 1
}

/** One pass over every card in play; returns how many it found dead that were not yet. */
function pass(b: GrandmasBoard): number {
  let killed = 0
  for (let p = 0; p < 13; p++) {
    const n = b.tabLen[p] ?? 0
    const isFrozen = frozen[p] === 1
    under.set(deadCount)
    for (let k = 0; k < n; k++) {
      const slot = p * DEPTH + k
      const card = b.tab[slot] ?? 0
      if (deadSlot[slot] === 1) continue
      if (!deadWith(card, blockedOf(card, isFrozen ? under : deadCount))) {
        if (isFrozen) under[card] = (under[card] ?? 0) + 1
        continue
      }
      // In a frozen pile the cards under a dead card are dead too.
      for (let j = isFrozen ? 0 : k; j <= k; j++)
        killed += kill(p * DEPTH + j, b.tab[p * DEPTH + j] ?? 0)
      under.set(deadCount)
    }
  }
  for (let i = 0; i < b.wsLen; i++) {
    const card = b.ws[i] ?? 0
    if (deadWith(card, blockedOf(card, deadCount))) killed += kill(WORKSPACE_SLOT + i, card)
  }
  for (let i = 0; i < b.stockLen; i++) {
    const card = b.stock[i] ?? 0
    if (deadWith(card, blockedOf(card, deadCount))) killed += kill(STOCK_SLOT + i, card)
  }
  return killed
}

/** Whether some card of a frozen pile has both copies of a gap rank under it (a first dead card). */
function anySeed(b: GrandmasBoard): boolean {
  for (let p = 0; p < 13; p++) {
    const n = b.tabLen[p] ?? 0
    if (frozen[p] === 0 || n < 3) continue
    pairs.fill(0)
    under.fill(0)
    for (let k = 0; k < n; k++) {
      const card = b.tab[p * DEPTH + k] ?? 0
      const s = (card / 13) | 0
      if (deadWith(card, pairs[s] ?? 0)) return true
      under[card] = (under[card] ?? 0) + 1
      if (under[card] === 2) pairs[s] = (pairs[s] ?? 0) | (1 << ((card % 13) + 1))
    }
  }
  return false
}

/** At most 104 − the dead cards can reach the foundations. */
export function deadCardBound(b: GrandmasBoard): number {
  if (findGaps(b) === 0) return b.total
  frozen.fill(1)
  for (let i = 0; i < b.stockLen; i++) frozen[(b.stock[i] ?? 0) % 13] = 0
  // A pile that is a set (board.ts's free order) has nothing under anything.
  for (let p = 0; p < 13; p++) if (b.free[p] === 1) frozen[p] = 0
  if (!anySeed(b)) return b.total
  deadCount.fill(0)
  deadSlot.fill(0)
  let dead = 0
  for (let killed = pass(b); killed > 0; killed = pass(b)) dead += killed
  return b.total - dead
}
