// What Grandma's Game has shown face up (GameState.seen, unseenDepth). Face up are the tableau
// tops (rules 3.3), peeked cards (3.7), the workspace and the foundations. Cards reach the
// workspace and the foundations only from face-up places or the stock (recorded as dealt), so
// what a move can newly reveal is a tableau pile's new top or peek, or a whole pile picked up.
import type { Card, GameState } from '../../types.js'
import { TABLEAU_IDS, pile } from './piles.js'
import { playableWithTransfers } from './foundations.js'

/**
 * `state` with the tableau cards now face up (tops, and peeks: rules 3.7) that were never face
 * up before added to `seen`; `unseenDepth` shrinks to match. The same object when nothing new
 * shows. Reads the 13 tops; only the cards it reveals are appended.
 */
export function revealTableau(state: GameState): GameState {
  const depth = state.unseenDepth
  if (depth === null) return state
  let seen = state.seen
  let next: number[] | null = null
  const piles: (readonly Card[])[] = []
  const tops: (Card | undefined)[] = []
  const twin: boolean[] = []
  for (const [r, id] of TABLEAU_IDS.entries()) {
    const cards = pile(state, id)
    const top = cards.length - 1
    const topCard = cards[top]
    piles.push(cards)
    tops.push(topCard)
    twin.push(false)
    for (let j = 0; j < r; j++) {
      if (topCard !== undefined && tops[j] === topCard) twin[j] = twin[r] = true
    }
    // A top never face up before: the card above it has just gone to a foundation.
    if (topCard !== undefined && (depth[r] ?? 0) > top) {
      seen += topCard
      next ??= depth.slice()
      next[r] = top
    }
  }
  for (const [r, cards] of piles.entries()) {
    const beneath = cards.length - 2
    const beneathCard = cards[beneath]
    if (beneathCard === undefined || ((next ?? depth)[r] ?? 0) <= beneath) continue
    // rules 3.7: the card under a top is shown when another pile has the same top and that
    // card is playable counting transfers (as `peeks` in view.ts decides for the view).
    const topCard = tops[r]
    if (!twin[r] || topCard === undefined || !playableWithTransfers(state, topCard)) continue
    seen += beneathCard
    next ??= depth.slice()
    next[r] = beneath
  }
  return next === null ? state : { ...state, seen, unseenDepth: next }
}

/**
 * rules 3.5 DEAL step 3: picking up tableau pile `rank` (1…13), `cards` bottom first, turns its
 * never-seen bottom cards face up in the workspace.
 */
export function revealPickedUp(
  state: GameState,
  rank: number,
  cards: readonly Card[],
): { seen: string; unseenDepth: number[] | null } {
  const depth = state.unseenDepth
  const unseen = depth?.[rank - 1] ?? 0
  if (depth === null || unseen === 0) return { seen: state.seen, unseenDepth: depth }
  let seen = state.seen
  for (const card of cards.slice(0, unseen)) seen += card
  const next = depth.slice()
  next[rank - 1] = 0
  return { seen, unseenDepth: next }
}

/** The deal (rules 3.2): nothing seen yet but the tops and peeks, which `revealTableau` adds. */
export function withLayoutReveals(state: GameState): GameState {
  return revealTableau({
    ...state,
    seen: '',
    unseenDepth: TABLEAU_IDS.map((id) => pile(state, id).length),
  })
}
