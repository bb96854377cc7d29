// What the stuck-card fixpoint (stuck-cards.ts) has found so far, read and grown by its rules
// (stuck-rules.ts): per card facts in one block, so that a round's state is saved and restored at
// once (stuck-saved-rounds.ts), and the call's few scalars.
//
// Scratch space: nothing here allocates (the search is single-threaded).
import { sizeSavedRounds } from './stuck-saved-rounds.js'

const STATE = 52 * 7 + 104 * 2 + 28
export const state = new Uint8Array(STATE)
let viewed = 0
function view(length: number): Uint8Array {
  viewed += length
  return state.subarray(viewed - length, viewed)
}
/** Per card (the fixpoint grows them): a tableau card can leave its place; a stock or waste
 * card can reach a tableau pile; any card can go up. */
export const left = view(52)
export const placed = view(52)
export const up = view(52)
/** Per stock or waste card: draws can bring it to the waste top; it can leave the waste then. */
export const atHand = view(52)
export const gone = view(52)
/** Per card × parent (h: 0 the parent of the lower suit, 1 the higher), over every fact drawn
 * from the card reaching a parent (placed from the cycle, come apart, or the base of a run that
 * left): at each, that parent could take a card (`asFirst`), and so could the other parent or
 * the card's twin (its rank and colour) go up (`asSecond`). */
export const asFirst = view(104)
export const asSecond = view(104)
/** Per tableau card: it can come off the card under it (a run's base, or up from a pile top). */
export const apart = view(52)
/** Per card: it can take a card at some point (`canHost`), kept up to date as the facts it reads
 * grow: a pile top now, placed from the cycle, the card on it off it (with `separation`; else
 * gone from it, or itself gone), or (takebacks) up now. */
export const hostable = view(52)
/** Per card class (rank × 2 + colour): some parent can take a card (a `hostable` one). */
export const hostFound = view(28)
sizeSavedRounds(STATE)

/** The call's scalars. */
export const pass = {
  /** Whether this call reads `apart` (option `separation`) or only `left`. */
  separation: false,
  /** Some pile is empty now, or every card of some pile can leave it: a king can get one. */
  emptyPile: false,
  /** Whether this call keeps its rounds (a plain fixpoint; stuck-saved-rounds.ts). */
  recording: false,
  /** The fixpoint's rounds so far. */
  round: 0,
}

/**
 * What the last `stuckCardBound` found, per card (for its test): can go up, can leave its
 * tableau place, can reach the waste top.
 */
export const lastFixpoint = {
  up: up as Readonly<Uint8Array>,
  left: left as Readonly<Uint8Array>,
  apart: apart as Readonly<Uint8Array>,
  atHand: atHand as Readonly<Uint8Array>,
  /** Per card: a stock or waste card can reach a tableau pile. */
  placed: placed as Readonly<Uint8Array>,
  /** Per card × parent (card × 2 + h, h 0 for the parent of the lower suit): every fact drawn
   * from the card reaching a parent held with the card first of its pair onto that parent
   * (shared-parents.ts), and with it second. */
  asFirst: asFirst as Readonly<Uint8Array>,
  asSecond: asSecond as Readonly<Uint8Array>,
}
