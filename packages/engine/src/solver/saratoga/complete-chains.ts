// The complete search of a Saratoga solve reads the pairs along chains (shared-parents.ts) at
// every position, not only at its root (root-reading.ts). It comes last (compact/plain-first.ts:
// the plain search, then the restarted runs in shuffled orders, then the complete search in the
// default order), so the deals the first two settle, most deals, pay nothing; on the others the
// chains cut lines that the pairs alone pass, and prove some deals lost within the budget that the
// pairs alone do not (solvability-836, docs/solvability.md).

/** Fixpoints the chains may take at a position of the complete search. */
export const COMPLETE_CHAINS = 200

/**
 * The fixpoints the chains may take at a position: at least COMPLETE_CHAINS in a search with
 * joined steps in the default order (the complete search), else `chains` (`pairChains`).
 */
export function chainsAt(chains: number, uncovering: boolean, shuffled: boolean): number {
  return uncovering && !shuffled ? Math.max(chains, COMPLETE_CHAINS) : chains
}
