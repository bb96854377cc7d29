// Shared value types of the engine's public API (docs/engine.md).
import type { Card } from './card-codes.js'
import type { PileId } from './pile-ids.js'

export type { Card } from './card-codes.js'

export type {
  PileId,
  SirTommyPileId,
  SaratogaPileId,
  GrandmasGamePileId,
  Direction,
} from './pile-ids.js'

export const GAME_IDS = ['sir-tommy', 'saratoga', 'grandmas-game'] as const
export type GameId = (typeof GAME_IDS)[number]

/**
 * A game's piles by id, bottom first, top last. Partial: each game has only its own piles
 * (`src/pile-ids.ts`), so reading another game's id gives `undefined`.
 */
export type Piles = Partial<Record<PileId, Card[]>>

export type CardMove = {
  from: PileId
  to: PileId
  /** Saratoga: how many cards of a tableau run move (default 1). */
  count?: number
  /** Grandma's Game: position of the card taken from the workspace (0 = first/bottom). */
  index?: number
}
export type ActionMove =
  | { action: 'draw' }
  | { action: 'redeal'; order?: PileId[] }
  | { action: 'deal' }
  | { action: 'reorder'; order: number[] }
  | { action: 'turn' }
export type Move = CardMove | ActionMove

export type GameStatus = 'playing' | 'won' | 'stuck'

/**
 * A whole game position. Plain JSON; holds every card, hidden ones included (the server needs
 * them). Never sent to a client: `playerView` is what a client sees.
 */
export interface GameState {
  game: GameId
  variant: string
  /** Bottom first, top last. */
  piles: Piles
  /** Moves applied so far. */
  moves: number
  /** Redeals used (Sir Tommy redeal/Puss in the Corner; Saratoga counts passes for display). */
  redeals: number
  /** Grandma's Game: the home pile of the cards in the workspace, or null. */
  workspaceHome: PileId | null
  /**
   * Every card this game has shown face up so far, two characters per card in the order they
   * turned face up, the deal's face-up cards first: `"KH7C5D…"`. Each physical card appears
   * once, so a card is in it at most once (twice in Grandma's two packs). It only ever grows,
   * by appending, and only by the cards a move turns face up. `spectatorView` reads the other
   * racer's `seen` to know what that racer has already seen of the shared deal.
   */
  seen: string
  /**
   * Grandma's Game: for tableau-1…tableau-13 (index 0 = tableau-1), how many cards at the
   * bottom of the pile have never been face up — what lets a move tell a newly revealed card
   * from one shown before (a peeked card, rules 3.7). null in the other games, whose only
   * never-seen cards are the stock's before the first redeal.
   */
  unseenDepth: number[] | null
}

/**
 * What a player may see. Face-down cards are absent: `piles` holds only face-up cards (top
 * last) and `hidden` counts the face-down cards beneath them (the whole stock, Grandma's
 * buried tableau cards). Two states differing only in hidden order give equal views.
 *
 * A spectator's view (`spectatorView`) has the same shape; there `piles` also leaves out the
 * face-up cards the other racer has not seen yet, `hidden` counts them too, and `peek` drops
 * the peeks it leaves out.
 *
 * A view's pile arrays may be the state's own (a face-up pile is shown as it is, not copied:
 * most piles are the same from one move to the next, and the ack's patch finds them unchanged
 * by identity). Like states, views are never mutated.
 */
export interface PlayerView {
  game: GameId
  variant: string
  piles: Piles
  hidden: Partial<Record<PileId, number>>
  stockCount: number
  /** Grandma's Game: the home pile of the workspace cards. */
  workspaceHome: PileId | null
  /** Grandma's Game peek (rules 3.7): the card beneath each identical playable top. */
  peek: Partial<Record<PileId, Card>>
  /** How many more redeals the rules allow (null = unlimited). */
  redealsLeft: number | null
  foundation: number
  total: number
  moves: number
  status: GameStatus
}

export interface Progress {
  foundation: number
  total: number
  moves: number
  status: GameStatus
}

export interface EngineError {
  code: EngineErrorCode
  message: string
}
export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: EngineError }

export const ENGINE_ERRORS = [
  'ILLEGAL_MOVE',
  'NOT_A_MOVE',
  'UNKNOWN_GAME',
  'UNKNOWN_VARIANT',
  'BAD_DECK',
] as const
export type EngineErrorCode = (typeof ENGINE_ERRORS)[number]

export interface VariantInfo {
  id: string
  name: string
  description: string
}

export interface GameInfo {
  id: GameId
  name: string
  decks: 1 | 2
  /** Cards in the deal (52 a pack): the one place a game's deck size is spelled. */
  cards: 52 | 104
  /**
   * What the stock button does, for a board to offer it: Saratoga `draw`s three, Grandma's Game
   * `deal`s the next row; null where the stock turns by itself (Sir Tommy).
   */
  stockAction: 'draw' | 'deal' | null
  /** The first variant is the default. */
  variants: readonly VariantInfo[]
  /** A short how-to-play for the lobby, in our own words. */
  summary: string
}

export type DealSource = { seed: string } | { deck: Card[] }
