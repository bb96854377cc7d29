// A solver thread of the par pool: solves one deal with the engine, off the event loop, at the
// lowest CPU priority so that live races never wait behind a solve.
import { setPriority } from 'node:os'
import { solveDeal, type GameId } from '@patience-race/engine'
import { loadSatSolver } from '@patience-race/engine/exact'
import { analyse, type AnalyseTask } from './analyse.js'
import type { SeatAnalysis, SolvedPar } from './par-types.js'
import { waitWhileShut, type GateTask } from './solver-gate.js'

export interface SolveTask {
  game: GameId
  variant: string
  seed: string
  /** Unset: the game's own default budget (solveDeal's). */
  nodes?: number
  /** The pool's SolverGate: the solve waits at its checkpoints while the gate is shut. */
  gate?: GateTask
}

/**
 * Nice 19 for this thread alone: on Linux, setpriority(PRIO_PROCESS, 0) applies to the calling
 * thread, not the whole process (setpriority(2), NOTES). On a two-core machine a solve took a
 * core for seconds, and the event loop's moves queued behind it (bench/README.md, issue 25).
 * Where the call fails or means the whole process, the solve runs at normal priority instead.
 */
const SOLVER_NICE = 19
if (process.platform === 'linux') {
  try {
    setPriority(SOLVER_NICE)
  } catch {
    // Not allowed here: solves run at the normal priority.
  }
}

/**
 * The exact search's SAT solver, loaded once a thread: Sir Tommy's standard deals and positions
 * are settled by it before the search runs (docs/solvability.md, "Sir Tommy solved exactly").
 */
const sat = await loadSatSolver()

/** A deal to solve, or a finished race's racers to analyse (analyse.ts). */
export type ParTask = SolveTask | AnalyseTask

export default function run(task: ParTask): SolvedPar | SeatAnalysis[] {
  return 'racers' in task ? analyse(task, { sat }) : solve(task)
}

function solve(task: SolveTask): SolvedPar {
  const { gate } = task
  const answer = solveDeal(
    task.game,
    task.seed,
    task.variant,
    {
      ...(task.nodes === undefined ? {} : { nodes: task.nodes }),
      ...(gate ? { checkpoint: () => waitWhileShut(gate) } : {}),
    },
    { sat },
  )
  return {
    cards: answer.cards,
    total: answer.total,
    line: answer.line,
    proved: answer.proved,
    nodes: answer.nodes,
  }
}
