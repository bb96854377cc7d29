// The relaxed positions (static-solve.ts) proved lost, kept from one call of the check to the
// next. The search asks about position after position that differ by a card or two, and their
// relaxed games pass through the same positions: a child's, once the card it placed has gone up,
// is its parent's after that card went up free. A position proved lost once is skipped after.
//
// A relaxed position is its waste piles, each as the ranks it still holds (bottom first), and
// how many free cards of each rank are left: the foundations follow, each rank's four cards
// being up, on a pile or free. Its key is exact, no hash: each pile as the number of its ranks
// in a trie of the piles met (the same ranks bottom first, the same number), and the free counts
// packed three bits a rank. An entry is only ever a relaxed game searched to its end without a
// win, which is lost whatever call it was met in; forgetting entries (the tables fill up, or
// a new search starts) loses no proof.
//
// The tables start empty when a search starts (`forgetRelaxedLosses`; each run of the restarted
// win search is a search of its own), so that what a search finds never depends on what was
// solved before it: the relaxed search gives up after a number of positions, and a table
// filled by an earlier search would let it get further.

/** Trie of pile prefixes: child (parent × 16 + rank) → its number; 0 is the empty pile. */
const TRIE_BITS = 15
const TRIE = 1 << TRIE_BITS
const trieKeys = new Int32Array(TRIE)
const trieIds = new Int32Array(TRIE)
const trieStamps = new Int32Array(TRIE)
let trieCount = 0

/** Lost positions: four pile numbers and two words of free counts. */
const LOST = 1 << 14
const WORDS = 6
const lostKeys = new Int32Array(LOST * WORDS)
const lostStamps = new Int32Array(LOST)
let lostCount = 0

let epoch = 1

/** Forgets every loss and every pile (a new search, or a table full). */
export function forgetRelaxedLosses(): void {
  if (++epoch > 0x3fffffff) {
    epoch = 1
    trieStamps.fill(0)
    lostStamps.fill(0)
  }
  trieCount = 0
  lostCount = 0
}

/**
 * Makes room for the prefixes of a call's piles (at most 52 new): call before `prefixId`s, never
 * during a call's search (forgetting the trie renumbers piles).
 */
export function roomForPiles(): void {
  if (trieCount + 52 > TRIE / 2) forgetRelaxedLosses()
}

/** The number of the pile prefix `parent` with a card of rank r on top (added if new). */
export function prefixId(parent: number, r: number): number {
  const key = parent * 16 + r
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - TRIE_BITS)
  for (;;) {
    if (trieStamps[i] !== epoch) break
    if (trieKeys[i] === key) return trieIds[i] ?? 0
    i = (i + 1) & (TRIE - 1)
  }
  trieStamps[i] = epoch
  trieKeys[i] = key
  trieIds[i] = ++trieCount
  return trieCount
}

function slot(p0: number, p1: number, p2: number, p3: number, fa: number, fb: number): number {
  let h = Math.imul(p0, 0x9e3779b1) ^ Math.imul(p1, 0x85ebca6b)
  h ^= Math.imul(p2, 0xc2b2ae35) ^ Math.imul(p3, 0x27d4eb2f)
  h ^= Math.imul(fa, 0x165667b1) ^ fb
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d)
  return (h ^ (h >>> 13)) & (LOST - 1)
}

/** True when the position (pile prefixes p0…p3, free counts fa, fb) was proved lost. */
export function knownLost(
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  fa: number,
  fb: number,
): boolean {
  for (let i = slot(p0, p1, p2, p3, fa, fb); ; i = (i + 1) & (LOST - 1)) {
    if (lostStamps[i] !== epoch) return false
    const k = i * WORDS
    if (
      lostKeys[k] === p0 &&
      lostKeys[k + 1] === p1 &&
      lostKeys[k + 2] === p2 &&
      lostKeys[k + 3] === p3 &&
      lostKeys[k + 4] === fa &&
      lostKeys[k + 5] === fb
    ) {
      return true
    }
  }
}

/** Records a position searched to its end without a win (not one known lost already). */
export function recordLost(
  p0: number,
  p1: number,
  p2: number,
  p3: number,
  fa: number,
  fb: number,
): void {
  // Half full: start again rather than slow every lookup (only the losses are forgotten).
  if (lostCount >= LOST / 2) {
    lostStamps.fill(0)
    lostCount = 0
  }
  let i = slot(p0, p1, p2, p3, fa, fb)
  while (lostStamps[i] === epoch) i = (i + 1) & (LOST - 1)
  lostStamps[i] = epoch
  const k = i * WORDS
  lostKeys[k] = p0
  lostKeys[k + 1] = p1
  lostKeys[k + 2] = p2
  lostKeys[k + 3] = p3
  lostKeys[k + 4] = fa
  lostKeys[k + 5] = fb
  lostCount++
}
