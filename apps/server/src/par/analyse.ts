// In a par solver thread: where each racer of a finished race let the win slip away (issue 44),
// with the engine's findWinSlip, one racer after another.
import { findWinSlip, type GameId, type Move, type WinSlipOptions } from '@patience-race/engine'
import type { SeatAnalysis } from './par-types.js'
import { waitWhileShut, type GateTask } from './solver-gate.js'

export interface AnalyseTask {
  game: GameId
  variant: string
  seed: string
  /** Each racer's moves in the order played. */
  racers: { playerId: string; moves: Move[] }[]
  /** Positions each solve of the search may expand. */
  nodes: number
  /** Solves one racer's search may run at most. */
  solves: number
  gate?: GateTask
}

export function analyse(task: AnalyseTask, options: WinSlipOptions = {}): SeatAnalysis[] {
  const { gate } = task
  const budget = {
    nodes: task.nodes,
    solves: task.solves,
    ...(gate ? { checkpoint: () => waitWhileShut(gate) } : {}),
  }
  return task.racers.map(({ playerId, moves }): SeatAnalysis => {
    const slip = findWinSlip(task.game, task.seed, task.variant, moves, budget, options)
    if (slip.status !== 'slipped') return { playerId, status: slip.status, proved: slip.proved }
    return {
      playerId,
      status: 'slipped',
      moveIndex: slip.moveIndex,
      lostBy: slip.lostBy,
      proved: slip.proved,
      line: slip.line,
    }
  })
}
