// Which solver hooks a game and variant use.
import type { GameState } from '../types.js'
import { grandmasGameHooks } from './grandmas-game/hooks.js'
import type { SolverHooks } from './hooks.js'
import { saratogaHooks } from './saratoga/hooks.js'
import { sirTommyHooks } from './sir-tommy/hooks.js'

export function hooksFor(state: GameState): SolverHooks {
  switch (state.game) {
    case 'sir-tommy':
      return sirTommyHooks(state.variant)
    case 'saratoga':
      return saratogaHooks
    case 'grandmas-game':
      return grandmasGameHooks
  }
}
