// The layout of a Saratoga board as the stuck-card bound reads it (stuck-cards.ts): per card, its
// place, its neighbours and runs in the tableau, and what can take a card before any fact is
// drawn; read once per position, for every fixpoint on it. Fixed tables of parents and twins.
import type { SaratogaBoard } from './board.js'

const rank = (card: number): number => (card % 13) + 1
const red = (card: number): boolean => card >= 13 && card < 39
/** Whether `upper` builds on `lower` (one rank lower, the other colour). */
const builds = (upper: number, lower: number): boolean =>
  rank(upper) + 1 === rank(lower) && red(upper) !== red(lower)

/** Per card: its parents of the lower and the higher suit (for a king, unused), and its twin (the
 * other card of its rank and colour). */
export const LOW = new Int8Array(52)
export const HIGH = new Int8Array(52)
export const TWIN = new Int8Array(52)
/** Per card: the class (rank × 2 + colour) of the cards it is a parent of; -1 for an ace. */
export const HOSTS = new Int8Array(52)
for (let card = 0; card < 52; card++) {
  const black = !red(card)
  const low = (black ? 13 : 0) + (card % 13) + 1
  LOW[card] = low
  HIGH[card] = low + (black ? 13 : 39)
  TWIN[card] = black ? (card + 39) % 78 : card < 26 ? card + 13 : card - 13
  HOSTS[card] = card % 13 === 0 ? -1 : (card % 13) * 2 + (red(card) ? 0 : 1)
}

/** Per card: its tableau pile + 1 (0: not in the tableau). */
export const pileOf = new Int8Array(52)
/** Per tableau card: the card on it and the card under it (-1: none). */
export const aboveOf = new Int8Array(52)
export const belowOf = new Int8Array(52)
/** Per tableau card: it builds on the card under it. */
export const onBelow = new Uint8Array(52)
/** Per tableau card: the first card above it that does not build on the card under it (-1: the
 * run above it reaches the top). */
export const runBreak = new Int8Array(52)
/** The tableau cards in the order the fixpoint reads them: pile by pile, each from its top. */
export const tabOrder = new Int8Array(52)
export let tabCount = 0
/** Per card: it can take a card before any fact is drawn (`hostable` in stuck-cards.ts); it is up
 * now. */
export const hostableAtStart = new Uint8Array(52)
export const upAtStart = new Uint8Array(52)

/** The board's tableau as the fixpoint reads it: places, neighbours, runs, what can host now. */
export function readLayout(b: SaratogaBoard): void {
  pileOf.fill(0)
  tabCount = 0
  for (let t = 0; t < 7; t++) {
    const n = b.tabLen[t] ?? 0
    let top = -1
    for (let k = n - 1; k >= 0; k--) {
      const card = b.tab[t * 52 + k] ?? 0
      tabOrder[tabCount++] = card
      pileOf[card] = t + 1
      aboveOf[card] = k + 1 < n ? (b.tab[t * 52 + k + 1] ?? 0) : -1
      belowOf[card] = k > 0 ? (b.tab[t * 52 + k - 1] ?? 0) : -1
      onBelow[card] = k > 0 && builds(card, b.tab[t * 52 + k - 1] ?? 0) ? 1 : 0
      if (k + 1 < n && !builds(b.tab[t * 52 + k + 1] ?? 0, card)) top = b.tab[t * 52 + k + 1] ?? 0
      runBreak[card] = top
    }
  }
  for (let card = 0; card < 52; card++) {
    // Up for good (no takebacks) or, with them, a foundation's top to take cards back onto.
    const upNow = (b.fLen[(card / 13) | 0] ?? 0) >= rank(card)
    upAtStart[card] = upNow ? 1 : 0
    hostableAtStart[card] = upNow
      ? b.takebacks
        ? 1
        : 0
      : pileOf[card] !== 0 && aboveOf[card] === -1
        ? 1
        : 0
  }
}
