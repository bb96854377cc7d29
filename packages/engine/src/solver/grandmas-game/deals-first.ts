// In the standard variant, with the workspace and returned piles as sets (free-order.ts), a deal
// never takes a card out of reach: the workspace goes back to its home pile as a set, every card
// of which stays playable, and the dealt card lifts its whole pile into the workspace, where every
// card is playable. So what is playable after a deal is a superset of what was playable before,
// and the foundations are untouched. Any line can therefore play all its deals first and then
// its card moves in the same order: each card move finds its card playable (more is) and the
// foundations as they were in the line. Dealing the whole stock at once loses no line, and the
// search is left with one position: the piles no stock card ever picks up, in their layout
// order, and everything else free. (Not in the no-reorder variant: there the workspace goes
// back in its order, and what was taken from it before the deal decides what lies on top.)
import { DEAL, type GrandmasBoard } from './board.js'

/** The deal, whenever the stock holds a card and the piles are sets; else -1. */
export function safeDeal(b: GrandmasBoard): number {
  return b.freeOrder && b.stockLen > 0 ? DEAL : -1
}
