// The view a spectator gets of one racer: that racer's view with every face-up card that some
// other racer has not seen yet turned face down. Every racer plays the same deal, so one racer's
// face-up cards are the others' future; spectators must not learn it before each of them does.
import { pileEntries } from './pile-ids.js'
import { cardSlot, type SeenTally } from './seen.js'
import type { Card, PileId, Piles, PlayerView } from './types.js'

/**
 * `view` with each card shown only while `seen` (a tally of cards, e.g. `seenByAll`) still
 * holds an unused copy of it (seen once, shown once). Which copy stays visible is fixed: piles in the view's pile order,
 * each from the bottom up, the first copies met stay. A Grandma's peek (the card listed under
 * its pile's top, rules 3.7) is the exception: the top is checked first and the peek is shown
 * only with its top. A masked card leaves `piles` and `peek` and is counted in `hidden`.
 */
export function maskUnseen(view: PlayerView, seen: SeenTally): PlayerView {
  // Mostly one racer is ahead and has seen every card the other shows: that board is whole.
  if (showsOnlySeen(view, seen)) return view
  const left = seen.slice()
  const take = (card: Card): boolean => {
    const slot = cardSlot(card)
    const n = left[slot] ?? 0
    if (n === 0) return false
    left[slot] = n - 1
    return true
  }
  const piles: Piles = {}
  const hidden: PlayerView['hidden'] = { ...view.hidden }
  const peek: PlayerView['peek'] = {}
  for (const [id, cards] of pileEntries(view.piles)) {
    const peeked = Object.hasOwn(view.peek, id) ? view.peek[id] : undefined
    let shown: Card[]
    const [beneath, top] = cards
    if (peeked !== undefined && top !== undefined && cards.length === 2 && beneath === peeked) {
      const topShown = take(top)
      const peekShown = topShown && take(peeked)
      shown = peekShown ? [peeked, top] : topShown ? [top] : []
      if (peekShown) peek[id] = peeked
    } else {
      // (A peek always sits under its top in a real view; one that does not is dropped.)
      shown = cards.filter(take)
    }
    piles[id] = shown
    hidden[id] = (view.hidden[id] ?? 0) + cards.length - shown.length
  }
  return { ...view, piles, hidden, peek }
}

/** showsOnlySeen's copy of the tally it counts down: one for every call, which runs to its end. */
const unused: SeenTally = new Uint8Array(52)

/** True when `seen` holds a copy of every card face up in `view` (nothing to mask). */
function showsOnlySeen(view: PlayerView, seen: SeenTally): boolean {
  // Asked after every watched move: it allocates nothing (no copy, no list of entries).
  const left = unused
  left.set(seen)
  for (const id in view.piles) {
    const cards = view.piles[id as PileId]
    if (cards === undefined) continue
    for (const card of cards) {
      const slot = cardSlot(card)
      const n = left[slot] ?? 0
      if (n === 0) return false
      left[slot] = n - 1
    }
  }
  return true
}
