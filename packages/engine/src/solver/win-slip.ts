// Where the win slipped away: the first of a racer's moves after which the deal could no longer
// be won, found by a binary search over the racer's positions, each a solve (issue 44).
import { defaultVariant, isGameId, isVariant, rulesFor } from '../games/index.js'
import { shuffledDeck } from '../shuffle.js'
import type { GameId, GameState, Move } from '../types.js'
import type { SolveBudget, SolverOptions } from './budget.js'
import { solveState } from './search.js'

/**
 * - `won`: the racer won. `not-winnable`: the deal was proved lost from the deal itself.
 * - `slipped`: the deal was winnable and the racer did not win. `moveIndex` is how many of the
 *   racer's moves were played at the last position known winnable: move `moveIndex` (0-based) is
 *   the one after which the win was gone; `moveIndex === moves.length` means the racer stopped
 *   (resigned, ran out of time) with the win still on the board. `line` wins from that position.
 *   `proved`: the position before the slip was proved winnable and the one after proved lost.
 *   Otherwise positions in between were not settled: the win was lost after a move in
 *   [moveIndex, lostBy) (`lostBy` the first position proved lost, or moves.length + 1 if none).
 * - `unknown`: the solver could not settle the deal itself within the budget (nor find a win).
 */
export type WinSlip =
  | { status: 'won' | 'not-winnable' | 'unknown'; proved: boolean }
  | { status: 'slipped'; moveIndex: number; lostBy: number; proved: boolean; line: Move[] }

/** The solver's exact search (`sat`, `satConflicts`): each position's solve tries it first. */
export type WinSlipOptions = Pick<SolverOptions, 'sat' | 'satConflicts'>

export interface WinSlipBudget extends SolveBudget {
  /** Solves the search may run at most (each at `nodes`); it stops with a bound past it. */
  solves?: number
}

type Verdict = { kind: 'win'; line: Move[] } | { kind: 'lost' } | { kind: 'unknown' }

/** The positions a move list passes through: `positions[k]` after k moves; null on a bad move. */
function positionsOf(start: GameState, moves: readonly Move[]): GameState[] | null {
  const rules = rulesFor(start.game)
  const positions = [start]
  let state = start
  for (const move of moves) {
    const next = rules.apply(state, move)
    if (!next.ok) return null
    state = next.state
    positions.push(state)
  }
  return positions
}

/**
 * Finds where a racer's win slipped away on a seeded deal. Pure and deterministic (budgets count
 * positions, not time). Throws on an unknown game or variant or a move the rules refuse.
 */
export function findWinSlip(
  game: GameId,
  seed: string,
  variant: string | undefined,
  moves: readonly Move[],
  budget: WinSlipBudget = {},
  options: WinSlipOptions = {},
): WinSlip {
  if (!isGameId(game)) throw new Error(`unknown game ${String(game)}`)
  const chosen = variant ?? defaultVariant(game)
  if (!isVariant(game, chosen)) throw new Error(`unknown variant ${chosen} of ${game}`)
  const rules = rulesFor(game)
  const positions = positionsOf(rules.deal(shuffledDeck(game, seed), chosen), moves)
  if (!positions) throw new Error('findWinSlip: a move of the list was refused')
  return winSlipOver(positions, budget, options)
}

/** The search itself, over the positions of a racer's game (`positions[0]` the deal). */
function winSlipOver(
  positions: readonly GameState[],
  budget: WinSlipBudget,
  options: WinSlipOptions,
): WinSlip {
  const last = positions.length - 1
  const final = positions[last]!
  if (rulesFor(final.game).status(final) === 'won') return { status: 'won', proved: true }
  let solvesLeft = budget.solves ?? 24
  const verdicts = new Map<number, Verdict>()
  const judge = (k: number): Verdict => {
    const known = verdicts.get(k)
    if (known) return known
    solvesLeft--
    const result = solveState(positions[k]!, budget, { ...options, goal: 'win' })
    const verdict: Verdict =
      result.cards === result.total
        ? { kind: 'win', line: result.line }
        : result.lost
          ? { kind: 'lost' }
          : { kind: 'unknown' }
    verdicts.set(k, verdict)
    return verdict
  }
  const start = judge(0)
  if (start.kind === 'lost') return { status: 'not-winnable', proved: true }
  if (start.kind === 'unknown') return { status: 'unknown', proved: false }
  // Winnability only falls along a game: a winnable position makes every earlier one winnable
  // (play on to it, then win), so a lost one makes every later one lost. lo is the latest
  // position proved winnable, hi the earliest proved lost (last + 1 while none is).
  let lo = 0
  let hi = last + 1
  if (last > 0) {
    const end = judge(last)
    if (end.kind === 'win') lo = last
    else if (end.kind === 'lost') hi = last
  }
  const unsettled = new Set<number>()
  while (hi - lo > 1 && solvesLeft > 0) {
    const mid = nearestUntried(lo, hi, unsettled)
    if (mid === null) break
    const verdict = judge(mid)
    if (verdict.kind === 'win') lo = mid
    else if (verdict.kind === 'lost') hi = mid
    else unsettled.add(mid)
  }
  const line = (verdicts.get(lo) as { kind: 'win'; line: Move[] }).line
  return { status: 'slipped', moveIndex: lo, lostBy: hi, proved: hi === lo + 1, line }
}

/** The index in (lo, hi) nearest their middle that no solve has left unsettled; null if none. */
function nearestUntried(lo: number, hi: number, unsettled: ReadonlySet<number>): number | null {
  const middle = Math.floor((lo + hi) / 2)
  for (let d = 0; middle - d > lo || middle + d < hi; d++) {
    for (const k of [middle - d, middle + d]) if (k > lo && k < hi && !unsettled.has(k)) return k
  }
  return null
}
