// How Grandma's Game's solve shares its budget between restarted runs in shuffled move orders
// (move-order.ts) and the complete search (compact/restarts-first.ts). Deals solvability-0 …
// -99 at 100,000 positions: runs of 2,500 positions on half the budget settled 93 standard and 6
// no-reorder deals (81 and 1 without them); 80 % won one no-reorder deal more there and none on
// deals 100–199, and the complete search, the only one that proves a loss, keeps half.
import type { RestartShares } from '../compact/restarts-first.js'

export const GRANDMAS_RESTART_SHARES: RestartShares = { restarts: 0.5, run: 2500 }
