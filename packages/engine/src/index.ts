// The engine's public API (docs/engine.md). Nothing else is exported.
import { applyParsedMove } from './apply-parsed.js'
import { defaultVariant, isGameId, isVariant, rulesFor } from './games/index.js'
import { parseMove } from './move.js'
import { shuffledDeck } from './shuffle.js'
import type {
  ApplyResult,
  DealSource,
  GameId,
  GameState,
  Move,
  PileId,
  PlayerView,
} from './types.js'
import { isCompleteDeck } from './cards.js'
import { seenByAll } from './seen.js'
import { maskUnseen } from './spectator-view.js'

export type * from './types.js'
export { GAME_IDS, ENGINE_ERRORS } from './types.js'
export { games, isGameId, isVariant, defaultVariant, cardCount } from './games/index.js'
export { shuffledDeck, SHUFFLE_VERSION } from './shuffle.js'
export { parseMove } from './move.js'
export { applyParsedMove } from './apply-parsed.js'
export { liveGame } from './live-game.js'
export { progress } from './progress.js'
export type { LiveGame, LiveMoveOk, LiveMoveResult } from './live-types.js'
export { seededRandom, shuffleVersion } from './rng.js'
export { V2_SEED_PREFIX } from './rng-v2.js'
export {
  raceOutcome,
  type RaceOutcome,
  type RaceStanding,
  OUTCOME_REASONS,
  type OutcomeReason,
} from './race-outcome.js'
export {
  roundMatchpoints,
  arenaStandings,
  type RoundResult,
  type RoundScore,
  type ArenaStanding,
} from './arena-scoring.js'
export {
  RANKS,
  SUITS,
  rankOf,
  suitOf,
  isRed,
  isCard,
  makeCard,
  cardName,
  rankWord,
  suitWord,
  rankName,
} from './cards.js'
export { isPileId } from './pile-ids.js'
export { mayUnmask } from './seen.js'
export { chooseBotMove, BOT_STRENGTHS, type BotStrength } from './bot/choose.js'
export {
  applyViewPatch,
  legalMovesFromView,
  viewCheck,
  viewPatch,
  type ViewPatch,
} from './view-patch.js'

export function newGame(game: GameId, source: DealSource, variant?: string): GameState {
  if (!isGameId(game)) throw new Error(`unknown game ${String(game)}`)
  const chosen = variant ?? defaultVariant(game)
  if (!isVariant(game, chosen)) throw new Error(`unknown variant ${chosen} of ${game}`)
  // A seed's deck is a shuffled whole pack by construction; only a deck handed in is checked.
  const deck = 'seed' in source ? shuffledDeck(game, source.seed) : source.deck
  const { info } = rulesFor(game)
  if (!('seed' in source) && !isCompleteDeck(deck, info.decks)) {
    throw new Error(
      `a ${game} deck has ${info.cards} cards: every card of the pack exactly ${info.decks === 2 ? 'twice' : 'once'}`,
    )
  }
  return rulesFor(game).deal(deck, chosen)
}

export function legalMoves(state: GameState): Move[] {
  const rules = rulesFor(state.game)
  if (rules.status(state) !== 'playing') return []
  return rules.legalMoves(state)
}

export function applyMove(state: GameState, move: unknown): ApplyResult {
  const parsed = parseMove(move)
  if (!parsed.ok) return { ok: false, error: parsed.error }
  return applyParsedMove(state, parsed.move)
}

export function playerView(state: GameState): PlayerView {
  return rulesFor(state.game).view(state)
}

/**
 * What spectators may see of `state`'s board while the other racers (same deal; one state or
 * all of them) are still playing: `playerView(state)` with every face-up card that any of them
 * has not yet seen face up in its own game left out of `piles` (and `peek`) and counted in
 * `hidden`. Counted as a multiset (Grandma's two packs): a card every other racer has seen at
 * least once is shown once. Equals `playerView(state)` once each has seen every card it shows.
 * A caller that holds `playerView(state)` already may pass it as `view` to save making it again.
 */
export function spectatorView(
  state: GameState,
  others: GameState | readonly GameState[],
  view: PlayerView = playerView(state),
): PlayerView {
  return maskUnseen(view, seenByAll(Array.isArray(others) ? others : [others]))
}

export function replay(
  game: GameId,
  source: DealSource,
  moves: unknown[],
  variant?: string,
): GameState {
  let state = newGame(game, source, variant)
  for (const move of moves) {
    const result = applyMove(state, move)
    if (!result.ok)
      throw new Error(`replay: move ${state.moves + 1} was refused: ${result.error.message}`)
    state = result.state
  }
  return state
}

/**
 * A pile's short name as a board or a move list shows it: "waste 3", "turned card", "pile 3",
 * "K pile", "spades up", "foundation". Each game names its own piles (`pile-labels.ts`).
 */
export function pileLabel(game: GameId, pile: PileId): string {
  return rulesFor(game).pileLabel(pile)
}

/** The greedy reference bot's choice, or null when the game is over. */
export function suggestMove(state: GameState): Move | null {
  const rules = rulesFor(state.game)
  if (rules.status(state) !== 'playing') return null
  return rules.suggestMove(state)
}
export {
  solveState,
  DEFAULT_NODE_BUDGET,
  CHECKPOINT_NODES,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from './solver/search.js'
export { solveDeal } from './solver/solve-deal.js'
export {
  findWinSlip,
  type WinSlip,
  type WinSlipBudget,
  type WinSlipOptions,
} from './solver/win-slip.js'
