// The complete search of a Saratoga solve reads the stock and waste cards held in the cycle
// (held-cards.ts) at every position, as the option `heldCards` does everywhere. It comes last
// (compact/plain-first.ts), so the deals the plain search and the restarted runs settle, most
// deals, pay nothing; on the others it cuts the lines that need a cycle card on a parent free only
// once that card has left, and wins solvability-340 within the budget (docs/solvability.md).

/** Cycle cards the held reading may take at a position of the complete search. */
export const COMPLETE_HELD = 52

/**
 * The cycle cards read held at a position: at least COMPLETE_HELD in a search with joined
 * steps in the default order (the complete search), else `held` (`heldCards`).
 */
export function heldAt(held: number, uncovering: boolean, shuffled: boolean): number {
  return uncovering && !shuffled ? Math.max(held, COMPLETE_HELD) : held
}
