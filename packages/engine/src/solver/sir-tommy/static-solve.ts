// A proof of loss for Sir Tommy's rank-only foundations (no waste-to-waste moves, no redeal
// left): the position solved exactly with every card still to turn free.
//
// Relax the game so that the stock and pending cards lie under nothing and may go up whenever a
// foundation takes them. Any real winning line is then still a line: the same cards go up in the
// same order, each waste pile holds only the cards it holds now, fewer than the real pile will
// (the cards still to turn land on top of them, never underneath), and the foundations take what
// they took. So if the relaxed game cannot be won, neither can the real one. The relaxed game is
// small: a position is how many cards each pile has lost and how many free cards of each rank
// are left (those fix the foundations), and a depth-first search with a table of the positions
// that failed settles it. Unlike the cross-pile check (cross-piles.ts), it sees that two cards of
// one rank compete for one place. With more than `LIMIT` positions it gives up (no proof). The
// positions it proves lost are kept for the calls after (relaxed-lost.ts).

import {
  forgetRelaxedLosses,
  knownLost,
  prefixId,
  recordLost,
  roomForPiles,
} from './relaxed-lost.js'
import { FREE, witnessHolds } from './relaxed-witness.js'
import type { DeadCardView } from './dead-cards.js'

/** Relaxed positions searched before the check gives up. */
const LIMIT = 4096

const rank = (card: number): number => (card % 13) + 1

// Scratch space: the check allocates nothing (the search is single-threaded).
/** Per rank: cards up (rank 0 counts as 4); free cards left. */
const up = new Int32Array(15)
const free = new Int32Array(15)
/** Per rank: cards still on the piles. */
const onPiles = new Int32Array(15)
/** Safe plays made, to take back: a pile number, or 8 + rank for a free card. */
const played = new Int32Array(64) // at most 52: each play puts a card up
let playedLen = 0
/** Per pile: cards left; their ranks, bottom first, at w × 52. */
const len = new Int32Array(4)
const ranks = new Int8Array(4 * 52)
const cards = new Int8Array(4 * 52)
/** Per pile: its prefix of each length as relaxed-lost.ts numbers it, at w × 53 + length. */
const prefixes = new Int32Array(4 * 53)
/** The free counts packed three bits a rank: ranks 1–10, and 11–13. */
let freeLow = 0
let freeHigh = 0
/** Bit r: rank r's next card has a place (`fits`); some free card of rank r is left. */
let fitMask = 0
let freeMask = 0
/** The plays on the search's path (relaxed-witness.ts's line), and the last line that won. */
const path = new Int8Array(64)
let pathLen = 0
const witness = new Int8Array(64)
let witnessLen = 0
/** Whether the last call found the relaxed game won (then `witness` is a line that wins it). */
let witnessValid = false
let piles = 0
let left = 0
let visits = 0
let outOfPatience = false

/** False when the relaxed game (every card to turn free) cannot be won: then neither can this. */
export function staticAllowsWin(p: DeadCardView): boolean {
  return relaxedWin(p) !== false
}

/** Whether the relaxed game can be won; null when the search gave up. */
export function relaxedWin(p: DeadCardView): boolean | null {
  witnessValid = false
  if (p.wastes > 4) return null
  piles = p.wastes
  up.fill(0)
  up[0] = 4
  for (let r = 1; r <= 13; r++) for (let f = 0; f < 4; f++) if ((p.fLen[f] ?? 0) >= r) up[r]!++
  free.fill(0)
  for (let k = 0; k < p.stockLen; k++) free[rank(p.stock[k] ?? 0)]!++
  if (p.pending >= 0) free[rank(p.pending)]!++
  left = 0
  for (let r = 1; r <= 13; r++) left += 4 - (up[r] ?? 0)
  freeLow = 0
  freeHigh = 0
  fitMask = 0
  freeMask = 0
  for (let r = 1; r <= 13; r++) {
    addFree(r, free[r] ?? 0)
    refit(r)
  }
  onPiles.fill(0)
  roomForPiles()
  prefixes.fill(0)
  for (let w = 0; w < piles; w++) {
    len[w] = p.wasteLen[w] ?? 0
    for (let k = 0; k < (len[w] ?? 0); k++) {
      const r = rank(p.waste[w * 52 + k] ?? 0)
      ranks[w * 52 + k] = r
      cards[w * 52 + k] = p.waste[w * 52 + k] ?? 0
      onPiles[r]!++
      prefixes[w * 53 + k + 1] = prefixId(prefixes[w * 53 + k] ?? 0, r)
    }
  }
  playedLen = 0
  pathLen = 0
  if (witnessHolds(p, witness, witnessLen)) return (witnessValid = true)
  visits = 0
  outOfPatience = false
  const won = solve()
  if (outOfPatience) return null
  witnessValid = won
  return won
}

/**
 * Forgets the last relaxed win: a search starts from none, so that its answer (through the
 * move order read from that line, witness-order.ts) never depends on what was solved before.
 */
export function forgetRelaxedWin(): void {
  witnessLen = 0
  witnessValid = false
  forgetRelaxedLosses()
}

/**
 * The line that won the relaxed game of the position last asked about, its plays as
 * relaxed-witness.ts writes them; empty when that game was not won (or not settled).
 */
export function lastRelaxedWin(): Int8Array {
  return witnessValid ? witness.subarray(0, witnessLen) : witness.subarray(0, 0)
}

function solve(): boolean {
  const mark = playedLen
  playSafe()
  if (left === 0) {
    witness.set(path.subarray(0, pathLen))
    witnessLen = pathLen
  }
  const won = left === 0 || branch()
  while (playedLen > mark) takeBack(played[--playedLen] ?? 0)
  return won
}

/**
 * Plays that lose nothing, made without branching: a card whose rank every foundation is ready
 * for (each card of that rank has a place of its own), and a free card when no card of its rank
 * lies on a pile (the others of its rank are free too, so which takes a place does not matter).
 */
function playSafe(): void {
  for (let again = true; again;) {
    again = false
    // Ranks upwards, each once a pass (the line's order is the witness's, witness-order.ts).
    for (let m = freeMask & fitMask; m !== 0;) {
      const r = 31 - Math.clz32(m & -m)
      if ((up[r - 1] ?? 0) < 4 && (onPiles[r] ?? 0) > 0) {
        m &= m - 1
        continue
      }
      play(8 + r)
      played[playedLen++] = 8 + r
      again = true
      m = freeMask & fitMask & ~((2 << r) - 1)
    }
    for (let w = 0; w < piles; w++) {
      const n = len[w] ?? 0
      if (n === 0) continue
      const r = ranks[w * 52 + n - 1] ?? 0
      if ((up[r - 1] ?? 0) < 4 || !fits(r)) continue
      play(w)
      played[playedLen++] = w
      again = true
    }
  }
}

function branch(): boolean {
  if (++visits > LIMIT) {
    outOfPatience = true
    return true
  }
  const p0 = prefixes[len[0] ?? 0] ?? 0
  const p1 = piles > 1 ? (prefixes[53 + (len[1] ?? 0)] ?? 0) : 0
  const p2 = piles > 2 ? (prefixes[106 + (len[2] ?? 0)] ?? 0) : 0
  const p3 = piles > 3 ? (prefixes[159 + (len[3] ?? 0)] ?? 0) : 0
  if (knownLost(p0, p1, p2, p3, freeLow, freeHigh)) return false
  let tops = 0
  for (let w = 0; w < piles; w++) {
    const n = len[w] ?? 0
    if (n === 0) continue
    const r = ranks[w * 52 + n - 1] ?? 0
    tops |= 1 << r
    if (fits(r) && tryPlay(w)) return true
  }
  // A free card only where no pile card of its rank could take the place instead: a pile card
  // played first and the free card at its time leave the same foundations, one card fewer above.
  // (A play tried and taken back leaves the masks as they were.)
  for (let m = freeMask & fitMask & ~tops; m !== 0; m &= m - 1) {
    if (tryPlay(8 + 31 - Math.clz32(m & -m))) return true
  }
  // Searched to its end without a win (a search that gives up returns true on its way out).
  recordLost(p0, p1, p2, p3, freeLow, freeHigh)
  return false
}

const fits = (r: number): boolean => (up[r - 1] ?? 0) > (up[r] ?? 0)

/** Rank r's and r + 1's bits of `fitMask` after up[r] changed. */
function refit(r: number): void {
  fitMask = (up[r - 1] ?? 0) > (up[r] ?? 0) ? fitMask | (1 << r) : fitMask & ~(1 << r)
  if (r < 13) {
    fitMask = (up[r] ?? 0) > (up[r + 1] ?? 0) ? fitMask | (2 << r) : fitMask & ~(2 << r)
  }
}

function tryPlay(what: number): boolean {
  play(what)
  const won = solve()
  takeBack(what)
  return won
}

function play(what: number): void {
  let r: number
  if (what >= 8) {
    r = what - 8
    free[r]!--
    addFree(r, -1)
    path[pathLen++] = FREE + r
  } else {
    r = ranks[what * 52 + (len[what] ?? 1) - 1] ?? 0
    path[pathLen++] = cards[what * 52 + (len[what] ?? 1) - 1] ?? 0
    len[what]!--
    onPiles[r]!--
  }
  up[r]!++
  refit(r)
  left--
}

function takeBack(what: number): void {
  let r: number
  pathLen--
  if (what >= 8) {
    r = what - 8
    free[r]!++
    addFree(r, 1)
  } else {
    len[what]!++
    r = ranks[what * 52 + (len[what] ?? 1) - 1] ?? 0
    onPiles[r]!++
  }
  up[r]!--
  refit(r)
  left++
}

function addFree(r: number, n: number): void {
  if (r <= 10) freeLow += n << (3 * (r - 1))
  else freeHigh += n << (3 * (r - 11))
  freeMask = (free[r] ?? 0) > 0 ? freeMask | (1 << r) : freeMask & ~(1 << r)
}
