import type { BotGame } from './bot-game.js'
import type {
  ApplyResult,
  Card,
  GameInfo,
  GameState,
  GameStatus,
  Move,
  PileId,
  PlayerView,
} from '../types.js'

/**
 * One game's rules as pure functions — everything the engine knows of a game comes from its
 * folder through this descriptor (rules, deck size and stock action in `info`, bot knowledge) (boardgame.io-style game definition). The registry in
 * `games/index.ts` dispatches the public API to these. Every function is pure and never
 * mutates its input; `apply` receives a move already checked for shape by `parseMove`.
 */
export interface GameRules {
  info: GameInfo
  /** Lay out a new game from a deck in dealing order (deck[0] = D[0] of docs/rules.md). */
  deal(deck: readonly Card[], variant: string): GameState
  legalMoves(state: GameState): Move[]
  apply(state: GameState, move: Move): ApplyResult
  view(state: GameState): PlayerView
  status(state: GameState): GameStatus
  /** Cards on the foundations (progress() reads it without building a whole view). */
  foundationCount(state: GameState): number
  /** A greedy reference bot: a reasonable legal move, or null when none is left. */
  suggestMove(state: GameState): Move | null
  /** A pile's short name for boards and move lists ("pile 3", "K pile"): `pile-labels.ts`. */
  pileLabel(id: PileId): string
  /** How many redeals a variant allows, when the game counts them (0 when it does not). */
  redealsOf(variant: string): number
  /** What the racing bot (bot/choose.ts) knows of this game: its `bot-knowledge.ts`. */
  bot: BotGame
}
