// Hand-built positions for tests: any pile left out is empty.
import { makeCard, type Suit } from '../../cards.js'
import type { ApplyResult, Card, GameState, PileId } from '../../types.js'
import { PILE_IDS } from './piles.js'
import { withLayoutReveals } from './reveal.js'

export function stateWith(
  piles: Partial<Record<PileId, Card[]>>,
  options: { variant?: string; workspaceHome?: PileId | null } = {},
): GameState {
  const state = withLayoutReveals({
    game: 'grandmas-game',
    variant: options.variant ?? 'standard',
    piles: Object.fromEntries(PILE_IDS.map((id) => [id, [...(piles[id] ?? [])]])),
    moves: 0,
    redeals: 0,
    workspaceHome: options.workspaceHome ?? null,
    seen: '',
    unseenDepth: null,
  })
  // Tableau tops and peeks count as seen (withLayoutReveals), and so do the workspace and the
  // foundations; buried tableau cards and the stock as never seen.
  const faceUp = PILE_IDS.filter((id) => id === 'workspace' || id.startsWith('foundation'))
  return { ...state, seen: faceUp.flatMap((id) => piles[id] ?? []).join('') + state.seen }
}

/** The state a legal move leads to; throws the engine's message for an illegal one. */
export function ok(result: ApplyResult): GameState {
  if (!result.ok) throw new Error(result.error.message)
  return result.state
}

/** An up foundation holding A..top of a suit. */
export function upTo(suit: Suit, top: number): Card[] {
  return Array.from({ length: top }, (_, i) => makeCard(i + 1, suit))
}

/** A down foundation holding K..bottom of a suit. */
export function downTo(suit: Suit, bottom: number): Card[] {
  return Array.from({ length: 14 - bottom }, (_, i) => makeCard(13 - i, suit))
}
