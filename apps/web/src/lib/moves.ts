// Reading the server's `legal` list. The board never decides a rule: every highlight and every
// shortcut comes from a move the server listed (docs/architecture.md, the chessground lesson).
import type { ActionMove, CardMove, Move, PileId } from '@patience-race/engine'

/** What the player picked up: a pile, and for runs/workspace which card(s). */
export interface Source {
  pile: PileId
  /** Saratoga: how many cards of a tableau run (1 = the top card). */
  count?: number
  /** Grandma's Game: position of the workspace card. */
  index?: number
}

function isCardMove(move: Move): move is CardMove {
  return 'from' in move
}

function isAction(move: Move, action: ActionMove['action']): boolean {
  return 'action' in move && move.action === action
}

function isFoundation(pile: PileId): boolean {
  return pile.startsWith('foundation')
}

function sameSource(move: CardMove, source: Source): boolean {
  return (
    move.from === source.pile &&
    (move.count ?? 1) === (source.count ?? 1) &&
    move.index === source.index
  )
}

/** The piles the picked source may go to, straight from `legal`. */
export function targetsFor(legal: readonly Move[], source: Source | null): Set<PileId> {
  const targets = new Set<PileId>()
  if (!source) return targets
  for (const move of legal) if (isCardMove(move) && sameSource(move, source)) targets.add(move.to)
  return targets
}

/**
 * The move for dropping `source` on `to`: the listed one when legal, else the attempt as the
 * player meant it, so the server can answer with its reason.
 */
export function moveFor(legal: readonly Move[], source: Source, to: PileId): Move {
  const listed = legal.find((m) => isCardMove(m) && sameSource(m, source) && m.to === to)
  if (listed) return listed
  const attempt: CardMove = { from: source.pile, to }
  if (source.count !== undefined && source.count > 1) attempt.count = source.count
  if (source.index !== undefined) attempt.index = source.index
  return attempt
}

/** The first legal foundation move for this source (double-click, the F key). */
export function foundationMoveFor(legal: readonly Move[], source: Source): Move | null {
  return legal.find((m) => isCardMove(m) && sameSource(m, source) && isFoundation(m.to)) ?? null
}

export function actionMove(legal: readonly Move[], action: ActionMove['action']): Move | null {
  return legal.find((m) => isAction(m, action)) ?? null
}

/**
 * Auto-play picks a listed move that puts a card on a foundation from elsewhere. Transfers
 * between foundations are left out: they could bounce back and forth for ever.
 */
export function autoPlayMove(legal: readonly Move[]): Move | null {
  return legal.find((m) => isCardMove(m) && isFoundation(m.to) && !isFoundation(m.from)) ?? null
}

/** Sources the player could pick in this pile, in the order `[`/`]` cycles through them. */
export function sourcesInPile(legal: readonly Move[], pile: PileId): Source[] {
  const seen = new Map<string, Source>()
  for (const move of legal) {
    if (!isCardMove(move) || move.from !== pile) continue
    const source: Source = { pile }
    if (move.count !== undefined) source.count = move.count
    if (move.index !== undefined) source.index = move.index
    seen.set(`${source.count ?? 1}/${source.index ?? ''}`, source)
  }
  return [...seen.values()].sort(
    (a, b) => (a.count ?? 1) - (b.count ?? 1) || (a.index ?? 0) - (b.index ?? 0),
  )
}
