// The placeholder the bot puts where a face-down card lies: a leaf module, so that each game's
// bot knowledge (in its folder) can read it without importing the bot or the game registry.
import type { Card } from '../types.js'

/** A face-down card. Its rank reads as 0 and its suit as 'X', so no rule ever accepts it. */
export const UNKNOWN = '??' as Card

export function isUnknown(card: Card | undefined): boolean {
  return card === UNKNOWN
}
