// The plain stuck-card fixpoint's rounds (no orders, none held, not whole), kept for the orders
// read after it on the same board (shared-parents.ts): the state at the start of each of its
// first `ROUNDS` rounds, with `grown`, the count up and `emptyPile`; and per card × parent, the
// round in which a fact drawn from the card reaching that parent first broke `asFirst` and
// `asSecond` (`NEVER`: it did not). An order whose cards' notes held through round r draws the
// same facts in the same sequence until then (its conditions are the notes'), so its fixpoint is
// the plain one's until round r starts: it is read on from there (stuck-cards.ts). Without
// takebacks only (as shared-parents.ts reads orders): an order's other parent up (-1) takes no
// card, as the notes read it then.
//
// Scratch space: nothing here allocates (the search is single-threaded).

const ROUNDS = 32
const NEVER = 0x7fff
let stateSize = 0
let saved = new Uint8Array(0)
const savedScalars = new Int32Array(ROUNDS * 3)
let savedRounds = 0
let savedCycle = false
let savedApart = false
/** Per card × parent: the round in which that note of `asFirst` / `asSecond` first broke. */
export const brokeFirst = new Int16Array(104)
export const brokeSecond = new Int16Array(104)

/** What a resumed round starts from besides the state: `grown`, the count up, `emptyPile`. */
export const resumed = { grown: 0, upCount: 0, emptyPile: false }

/** The fixpoint's state block is `size` bytes (called once, at load). */
export function sizeSavedRounds(size: number): void {
  stateSize = size
  saved = new Uint8Array(ROUNDS * size)
}

/** A new board: no round kept applies to it. */
export function forgetRounds(): void {
  savedRounds = 0
}

/** A plain fixpoint starts from scratch with these readings: keep its rounds from now on. */
export function startRecording(stockCycle: boolean, apartOnly: boolean): void {
  savedRounds = 0
  savedCycle = stockCycle
  savedApart = apartOnly
  brokeFirst.fill(NEVER)
  brokeSecond.fill(NEVER)
}

/** Keep the state at the start of round `round` (only the first `ROUNDS`). */
export function saveRound(
  round: number,
  state: Readonly<Uint8Array>,
  grown: number,
  upCount: number,
  emptyPile: boolean,
): void {
  if (round >= ROUNDS) return
  saved.set(state, round * stateSize)
  savedScalars[round * 3] = grown
  savedScalars[round * 3 + 1] = upCount
  savedScalars[round * 3 + 2] = emptyPile ? 1 : 0
  savedRounds = round + 1
}

/**
 * The round of the kept plain fixpoint to read the orders in `role` on from (their fixpoint is the
 * plain one's until then): the first in which a note of one of their cards broke, or the last
 * kept; -1 when none is kept for these readings.
 */
export function resumeRound(
  stockCycle: boolean,
  apartOnly: boolean,
  role: Readonly<Uint8Array>,
  roleHost: Readonly<Int8Array>,
): number {
  if (savedRounds === 0 || stockCycle !== savedCycle || apartOnly !== savedApart) return -1
  let from = savedRounds - 1
  for (let card = 0; card < 52; card++) {
    const r = role[card] ?? 0
    if (r === 0) continue
    const at = card * 2 + ((roleHost[card] ?? 0) >= 26 ? 1 : 0)
    from = Math.min(from, (r === 1 ? brokeFirst[at] : brokeSecond[at]) ?? 0)
  }
  return from
}

/** Put the state kept at the start of round `from` back into `state`, its scalars in `resumed`. */
export function restoreRound(from: number, state: Uint8Array): void {
  state.set(saved.subarray(from * stateSize, (from + 1) * stateSize))
  resumed.grown = savedScalars[from * 3] ?? 0
  resumed.upCount = savedScalars[from * 3 + 1] ?? 0
  resumed.emptyPile = savedScalars[from * 3 + 2] === 1
}
