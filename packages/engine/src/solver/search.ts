// The solver's depth-first search: transposition table, safe moves, pile symmetry, bound. Games
// with a compact position (compact/positions.ts) are searched on it instead of on engine states.
import { cardCount, rulesFor } from '../games/index.js'
import type { GameState, Move, PileId } from '../types.js'
import {
  DEFAULT_NODE_BUDGET,
  DEFAULT_SOLVER_OPTIONS,
  CHECKPOINT_NODES,
  MAX_DEPTH,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from './budget.js'
import { solveCompact } from './compact/search.js'
import { solvePlainFirst } from './compact/plain-first.js'
import { solveWinFirst } from './compact/win-first.js'
import { compactPositionOf } from './compact/positions.js'
import { solveRestartsFirst } from './compact/restarts-first.js'
import { hooksFor } from './games.js'
import { solveExactFirst } from './sir-tommy/exact/exact-first.js'
import { GRANDMAS_RESTART_SHARES } from './grandmas-game/restarts.js'
import type { SolverHooks } from './hooks.js'

interface Search {
  hooks: SolverHooks
  rules: ReturnType<typeof rulesFor>
  options: Required<SolverOptions>
  budget: number
  checkpoint: (() => void) | undefined
  total: number
  nodes: number
  /** Steps from the root to the position being searched. */
  depth: number
  stopped: boolean
  complete: boolean
  /** A position was cut because it cannot win, though it might have beaten the best count. */
  cutShort: boolean
  seen: Set<string>
  line: Move[]
  best: { cards: number; line: Move[] }
}

export function solveState(
  state: GameState,
  budget: SolveBudget = {},
  options: SolverOptions = {},
): SolveResult {
  const chosen: Required<SolverOptions> = { ...DEFAULT_SOLVER_OPTIONS, ...options }
  if (chosen.sat !== null && state.game === 'sir-tommy') {
    const search = (more: SolverOptions) => solveState(state, budget, { ...options, ...more })
    const exact = solveExactFirst(state, budget, chosen, search)
    if (exact !== null) return exact
  }
  if (chosen.compact && chosen.uncovering && state.game === 'saratoga') {
    const result = solvePlainFirst(state, budget, chosen)
    if (result !== null) return result
  }
  if (chosen.compact && chosen.restarts && state.game === 'grandmas-game') {
    const result = solveRestartsFirst(state, budget, chosen, GRANDMAS_RESTART_SHARES)
    if (result !== null) return result
  }
  if (chosen.compact && chosen.winFirst && state.game === 'sir-tommy') {
    const result = solveWinFirst(state, budget, chosen)
    if (result !== null) return result
  }
  const position = chosen.compact ? compactPositionOf(state, chosen) : null
  if (position !== null) return solveCompact(position, budget, chosen)
  const rules = rulesFor(state.game)
  const search: Search = {
    hooks: hooksFor(state),
    rules,
    options: chosen,
    budget: budget.nodes ?? DEFAULT_NODE_BUDGET,
    checkpoint: budget.checkpoint,
    total: cardCount(state.game),
    nodes: 0,
    depth: 0,
    stopped: false,
    complete: true,
    cutShort: false,
    seen: new Set(),
    line: [],
    best: { cards: rules.foundationCount(state), line: [] },
  }
  visit(search, state)
  const won = search.best.cards === search.total
  return {
    cards: search.best.cards,
    total: search.total,
    line: search.best.line,
    proved: won || (!search.stopped && search.complete && !search.cutShort),
    lost: !won && !search.stopped && search.complete,
    nodes: search.nodes,
  }
}

function record(search: Search, cards: number): void {
  const { best, line } = search
  if (cards > best.cards || (cards === best.cards && line.length < best.line.length)) {
    search.best = { cards, line: line.slice() }
  }
}

function visit(search: Search, start: GameState): void {
  if (search.stopped) return
  if (search.nodes >= search.budget) {
    search.stopped = true
    return
  }
  search.nodes++
  if (search.checkpoint && search.nodes % CHECKPOINT_NODES === 0) search.checkpoint()
  if (search.depth >= MAX_DEPTH) {
    search.complete = false
    return
  }
  const { hooks, rules, options } = search
  const depth = search.line.length
  let state = start
  let moves = rules.legalMoves(state)
  if (options.safeMoves) {
    for (let safe = hooks.safeMove(state, moves); safe; safe = hooks.safeMove(state, moves)) {
      state = step(search, state, safe)
      moves = rules.legalMoves(state)
    }
  }
  explore(search, state, moves)
  search.line.length = depth
}

function explore(search: Search, state: GameState, moves: Move[]): void {
  const { hooks, rules, options } = search
  const cards = rules.foundationCount(state)
  record(search, cards)
  if (cards === search.total) {
    search.stopped = true // a win: nothing can beat it
    return
  }
  if (options.bound) {
    const bound = hooks.upperBound(state, cards)
    if (bound <= search.best.cards) return
    if (options.goal === 'win' && bound < search.total) {
      search.cutShort = true
      return
    }
  }
  // Without the table, only the current path is remembered: enough to break cycles.
  const key = keyOf(hooks, state, options.symmetry)
  if (search.seen.has(key)) return
  search.seen.add(key)
  const { steps, complete } = hooks.candidates(state, moves)
  if (!complete) search.complete = false
  for (const moves of options.symmetry ? distinctUpToSymmetry(hooks, state, steps) : steps) {
    const depth = search.line.length
    let next = state
    for (const move of moves) next = step(search, next, move)
    search.depth++
    visit(search, next)
    search.depth--
    search.line.length = depth
    if (search.stopped) break
  }
  if (!options.transposition) search.seen.delete(key)
}

function step(search: Search, state: GameState, move: Move): GameState {
  const result = search.rules.apply(state, move)
  if (!result.ok) throw new Error(`solver: a legal move was refused: ${result.error.message}`)
  search.line.push(move)
  return result.state
}

/** The position as a string, with interchangeable piles sorted when symmetry is on. */
function keyOf(hooks: SolverHooks, state: GameState, symmetry: boolean): string {
  const piles = state.piles as Record<string, string[] | undefined>
  const grouped = new Set<string>()
  const parts: string[] = []
  for (const group of symmetry ? hooks.interchangeable(state) : []) {
    for (const id of group) grouped.add(id)
    parts.push(
      group
        .map((id) => pileText(id, piles[id]))
        .sort()
        .join(','),
    )
  }
  for (const id of Object.keys(piles).sort()) {
    if (!grouped.has(id)) parts.push(`${id}:${pileText(id, piles[id])}`)
  }
  parts.push(hooks.extraKey(state))
  return parts.join('|')
}

/**
 * A pile as the key sees it. A foundation's cards never matter beyond how many there are: its
 * next card follows from its length (and its fixed suit, colour or step), and nothing but its
 * top ever leaves it.
 */
function pileText(id: string, cards: readonly string[] | undefined): string {
  if (cards === undefined) return ''
  return id.startsWith('foundation') ? String(cards.length) : cards.join('')
}

/** Drops a one-move step whose piles, read as contents, repeat an earlier one's (equal piles). */
function distinctUpToSymmetry(hooks: SolverHooks, state: GameState, steps: Move[][]): Move[][] {
  const piles = state.piles as Record<string, string[] | undefined>
  const grouped = new Set<PileId>(hooks.interchangeable(state).flat())
  const name = (id: PileId) => (grouped.has(id) ? `=${pileText(id, piles[id])}` : id)
  const seen = new Set<string>()
  return steps.filter(([move, ...rest]) => {
    if (move === undefined || rest.length > 0 || !('from' in move)) return true
    const key = `${name(move.from)}>${name(move.to)}#${move.count ?? 1}#${move.index ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export {
  DEFAULT_NODE_BUDGET,
  CHECKPOINT_NODES,
  type SolveBudget,
  type SolveResult,
  type SolverOptions,
} from './budget.js'
