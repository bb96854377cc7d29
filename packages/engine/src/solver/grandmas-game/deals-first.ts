// In the standard variant, with the workspace and returned piles as sets (free-order.ts), a deal
// never takes a card out of reach: the workspace goes back to its home pile as a set, every card
// of which stays playable, and the dealt card lifts its whole pile into the workspace, where every
// card is playable. So what is playable after a deal is a superset of what was playable before,
// and the foundations are untouched. Any line can therefore play all its deals first and then
// its card moves in the same order: each card move finds its card playable (more is) and the
// foundations as they were in the line. Dealing the whole stock at once loses no line, and the
// search is left with one position: the piles no stock card ever picks up, in their layout
// order, and everything else free.
//
// In the no-reorder variant the workspace goes back in its order, and what was taken from it
// before the deal decides what lies on top, so a deal is safe only when it returns nothing to
// a pile that stays down: the workspace is empty, or the stock card is of the workspace's home
// pile, which the deal picks straight up again with the card on top. The same argument holds:
// every card playable before is playable after, and the piles after the next deal are the same.
import { DEAL, type GrandmasBoard, rankOf } from './board.js'

/** The deal, when the stock holds a card and dealing it takes nothing out of reach; else -1. */
export function safeDeal(b: GrandmasBoard): number {
  if (b.stockLen === 0) return -1
  if (b.freeOrder || b.wsLen === 0) return DEAL
  return rankOf(b.stock[b.stockLen - 1] ?? 0) - 1 === b.home ? DEAL : -1
}
