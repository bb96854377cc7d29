import type { PlayerView, Progress } from './types.js'

/** A racer's progress read off their view (a live game keeps its view current). */
export function progressOfView(view: PlayerView): Progress {
  return {
    foundation: view.foundation,
    total: view.total,
    moves: view.moves,
    status: view.status,
  }
}
