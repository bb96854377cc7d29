// liveGame(state): the live game of a state's game (games/<game>/live.ts), or, for a game
// without one, the reference path wrapped in the same interface: apply on the immutable state,
// then diff the views.
import { applyParsedMove } from './apply-parsed.js'
import { rulesFor } from './games/index.js'
import { liveGrandmasGame } from './games/grandmas-game/live.js'
import { liveSaratoga } from './games/saratoga/live.js'
import { liveSirTommy } from './games/sir-tommy/live.js'
import type { LiveGame, LiveMoveResult } from './live-types.js'
import { progress } from './progress.js'
import type { GameId, GameState, Move } from './types.js'
import { viewCheck, viewPatch } from './view-patch.js'

const LIVE_GAMES: Partial<Record<GameId, (state: GameState) => LiveGame>> = {
  'sir-tommy': liveSirTommy,
  saratoga: liveSaratoga,
  'grandmas-game': liveGrandmasGame,
}

/** A live game starting from `state` (which it never changes). */
export function liveGame(state: GameState): LiveGame {
  return (LIVE_GAMES[state.game] ?? referenceLiveGame)(state)
}

function referenceLiveGame(start: GameState): LiveGame {
  let state = start
  return {
    apply(move: Move): LiveMoveResult {
      const result = applyParsedMove(state, move)
      if (!result.ok) return result
      const rules = rulesFor(state.game)
      const before = rules.view(state)
      state = result.state
      const after = rules.view(state)
      const legalCount = rules.status(state) === 'playing' ? rules.legalMoves(state).length : 0
      return { ok: true, patch: viewPatch(before, after), legalCount, check: viewCheck(after) }
    },
    state: () => state,
    progress: () => progress(state),
  }
}
