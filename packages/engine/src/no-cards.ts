import type { Card } from './types.js'

/** The face-up cards of a pile that shows none (a face-down stock): one frozen array for all views. */
export const NO_CARDS: Card[] = Object.freeze([]) as unknown as Card[]
