// A solver thread of the par pool: solves one deal with the engine, off the event loop.
import { solveDeal, type GameId } from '@patience-race/engine'
import type { SolvedPar } from './par-types.js'

export interface SolveTask {
  game: GameId
  variant: string
  seed: string
  nodes: number
}

export default function solve(task: SolveTask): SolvedPar {
  const answer = solveDeal(task.game, task.seed, task.variant, { nodes: task.nodes })
  return {
    cards: answer.cards,
    total: answer.total,
    line: answer.line,
    proved: answer.proved,
    nodes: answer.nodes,
  }
}
