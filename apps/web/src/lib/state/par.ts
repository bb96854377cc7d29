// Solver par on the page: its words, the solver's line as a replay, and waiting for it to exist.
import type { Par, Replay } from '@patience-race/protocol'

/** "par 52 of 52, winnable (proved)"; with the player's count first when there is one. */
export function parText(par: Par, you?: number): string {
  const winnable = par.cards === par.total
  const head = `par ${par.proved ? '' : 'at least '}${par.cards} of ${par.total}`
  const what = par.proved
    ? winnable
      ? ', winnable (proved)'
      : ', proved'
    : winnable
      ? ', winnable'
      : ' (best found, not proved)'
  const line = `${head}${what}`
  return you === undefined ? line.charAt(0).toUpperCase() + line.slice(1) : `You ${you} · ${line}`
}

/** How far apart the solver's moves are played, in replay time. */
const SOLUTION_STEP_MS = 600

/** The solver's line as a one-seat replay of the same deal, to play on the same board. */
export function solutionReplay(replay: Replay): Replay | null {
  const par = replay.par
  if (!par) return null
  return {
    ...replay,
    players: [
      {
        seat: 0,
        player: { id: 'solver', name: 'Solver (par)' },
        moves: par.line.map((move, i) => ({ move, at: (i + 1) * SOLUTION_STEP_MS })),
      },
    ],
    results: [],
  }
}

/**
 * Asks `load` until it gives a par (the server solves a deal after its race ends, in seconds),
 * every `everyMs`, at most `tries` times; stops when `cancelled()` says so.
 */
export async function waitForPar<T extends { par?: Par }>(
  load: () => Promise<T | null>,
  options: { everyMs: number; tries: number; cancelled: () => boolean },
): Promise<T | null> {
  for (let i = 0; i < options.tries && !options.cancelled(); i++) {
    const found = await load()
    if (found?.par) return found
    await new Promise((resolve) => setTimeout(resolve, options.everyMs))
  }
  return null
}
