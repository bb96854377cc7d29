// DEAL, rules 3.5: return the workspace to its home pile, turn the top stock card onto the pile
// of its rank, then pick that whole pile up into the workspace.
import { rankOf } from '../../cards.js'
import { illegal } from '../../errors.js'
import type { ApplyResult, Card, GameState, Piles } from '../../types.js'
import { pile, tableauId, topOf } from './piles.js'
import { revealPickedUp } from './reveal.js'

/** Why a deal is refused, or null: apply's check, which the live game runs on its own position. */
export function refuseDeal(state: GameState): ApplyResult | null {
  if (pile(state, 'stock').length === 0) return illegal('the stock is empty')
  if (pile(state, 'workspace').length > 0 && state.workspaceHome === null)
    return illegal('the workspace has lost track of its home pile')
  return null
}

export function applyDeal(state: GameState): ApplyResult {
  const refusal = refuseDeal(state)
  if (refusal) return refusal
  const stock = pile(state, 'stock')
  const card = topOf(stock) as Card
  const piles: Piles = { ...state.piles, stock: stock.slice(0, -1) }
  const workspace = pile(state, 'workspace')
  const home = state.workspaceHome
  if (home !== null && workspace.length > 0) {
    // Step 1: the first workspace card goes to the bottom, the last on top.
    piles[home] = [...pile(state, home), ...workspace]
  }
  // Steps 2–3: when the card's pile is the one just returned (T-GG-3), it is picked up again.
  const target = tableauId(rankOf(card))
  const buried = piles[target] ?? []
  const picked: Card[] = [...buried, card]
  piles[target] = []
  piles.workspace = picked
  // The dealt card was never face up (no redeal: the stock holds only unseen cards), and the
  // picked-up pile's never-seen bottom cards are face up in the workspace now.
  const revealed = revealPickedUp(state, rankOf(card), buried)
  return {
    ok: true,
    state: {
      ...state,
      piles,
      workspaceHome: target,
      seen: revealed.seen + card,
      unseenDepth: revealed.unseenDepth,
    },
  }
}
