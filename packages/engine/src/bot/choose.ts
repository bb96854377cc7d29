// chooseBotMove: a racing bot that knows only its own PlayerView and the legal moves.
import { RULES } from '../games/index.js'
import type { GameRules } from '../games/game-rules.js'
import type { Card, GameState, Move, PlayerView } from '../types.js'
import type { BotGame } from '../games/bot-game.js'
import { stateFromView, unseenCards } from './pseudo-state.js'
import { isUnknown } from '../games/unknown-card.js'

/** The bots' strengths, weakest first: the one list (the protocol and the server read it). */
export const BOT_STRENGTHS = ['easy', 'medium', 'hard'] as const
export type BotStrength = (typeof BOT_STRENGTHS)[number]

/** What turning an unknown card is worth when nothing better is in sight: it keeps play going. */
const CHANCE_BONUS = 0.5
/** A cost per move, so that of two equal outcomes the nearer one is chosen (no shuffling). */
const STEP = 0.01

interface Search {
  rules: GameRules
  game: BotGame
  unseen: ReadonlyMap<Card, number>
  memo: Map<string, number>
  /** How many chance layers may still be averaged over (0: a chance move scores a bonus). */
  expand: number
  nodes: number
}

/** The search must beat the greedy move by this much (CARD_UP = one card up) to replace it. */
const MEDIUM_MARGIN = 50
const HARD_MARGIN = 50
/** From this many moves on, medium and hard play the greedy policy (whose play always ends). */
export const SEARCH_MOVE_LIMIT = 600

/** Bounds the work of one choice; past it the search scores positions without looking further. */
const NODE_BUDGET = 4_000

export function chooseBotMove(view: PlayerView, legal: Move[], strength: BotStrength): Move | null {
  if (legal.length === 0) return null
  const state = stateFromView(view)
  const game = RULES[view.game].bot
  const unseen = unseenCards(view)
  const greedy = pick(legal, game.greedy(state, unseen))
  if (strength === 'easy') return greedy ?? (legal[0] as Move)
  const search: Search = {
    rules: RULES[view.game],
    game,
    unseen,
    memo: new Map(),
    expand: strength === 'hard' ? 1 : 0,
    nodes: 0,
  }
  // Late in a long game only the greedy policy plays, so that play always ends.
  if (view.moves >= SEARCH_MOVE_LIMIT && greedy !== null) return greedy
  const depth = strength === 'hard' ? 2 : 1
  const margin = strength === 'hard' ? HARD_MARGIN : MEDIUM_MARGIN
  let best: Move | null = null
  let bestValue = -Infinity
  for (const move of legal) {
    if (isReorder(move)) continue
    const value = valueOf(search, state, move, depth)
    if (value > bestValue + 1e-9) {
      best = move
      bestValue = value
    }
  }
  if (best === null) return greedy ?? (legal[0] as Move)
  // The search overrides the greedy policy only for a clear gain.
  if (greedy !== null && !isReorder(greedy) && best !== greedy) {
    if (valueOf(search, state, greedy, depth) + margin >= bestValue) return greedy
  }
  // Reorders are left to the greedy policy: it sorts the workspace before dealing.
  if (greedy !== null && isReorder(greedy) && isChanceAction(best)) return greedy
  return best
}

function isReorder(move: Move): boolean {
  return 'action' in move && move.action === 'reorder'
}

/** A card move of an UNKNOWN card: its result is not known, so the search does not make it. */
function movesUnknown(state: GameState, move: Move): boolean {
  if ('action' in move) return false
  const cards = state.piles[move.from] ?? []
  const card = move.index === undefined ? cards.at(-1) : cards[move.index]
  return isUnknown(card)
}

function isChanceAction(move: Move): boolean {
  return (
    'action' in move && (move.action === 'draw' || move.action === 'deal' || move.action === 'turn')
  )
}

/** The member of `legal` equal to `move`, or null. */
function pick(legal: readonly Move[], move: Move | null): Move | null {
  if (move === null) return null
  const key = moveKey(move)
  return legal.find((m) => moveKey(m) === key) ?? null
}

function moveKey(move: Move): string {
  if ('action' in move) {
    const order = 'order' in move && move.order !== undefined ? move.order.join(',') : ''
    return `${move.action}:${order}`
  }
  return `${move.from}>${move.to}:${move.count ?? 1}:${move.index ?? ''}`
}

function stateKey(state: GameState): string {
  let key = ''
  for (const [id, cards] of Object.entries(state.piles)) key += `${id}=${cards.join('')};`
  return `${key}${state.redeals}`
}

/** The value of playing `move` in `state`, looking `depth` more moves ahead. */
function valueOf(search: Search, state: GameState, move: Move, depth: number): number {
  search.nodes++
  const stock = state.piles.stock ?? []
  if (isChanceAction(move) && isUnknown(stock.at(-1))) {
    // A draw, deal or turn of unknown cards: its result is chance.
    return search.game.evaluate(state) + CHANCE_BONUS
  }
  const result = search.rules.apply(state, move)
  if (!result.ok) return -Infinity
  const next = result.state
  if (search.game.revealsUnknown(next)) return chanceValue(search, next, depth)
  return best(search, next, depth) - STEP
}

/** Best value reachable from `state` in `depth` moves (its own value at depth 0). */
function best(search: Search, state: GameState, depth: number): number {
  if (depth <= 0 || search.nodes > NODE_BUDGET) return search.game.evaluate(state)
  const key = `${depth}|${search.expand}|${stateKey(state)}`
  const known = search.memo.get(key)
  if (known !== undefined) return known
  let value = -Infinity
  for (const move of search.rules.legalMoves(state)) {
    if (isReorder(move) || movesUnknown(state, move)) continue
    value = Math.max(value, valueOf(search, state, move, depth - 1))
  }
  if (value === -Infinity) value = search.game.evaluate(state)
  search.memo.set(key, value)
  return value
}

/**
 * A move that turned an unknown card face up. With a chance layer left and exactly one such
 * card (Sir Tommy's next pending card), average over every card it could be — the cards not
 * seen yet, each as often as it is unseen — of the position after it. Otherwise look on
 * without ever moving the unknown card, plus a small bonus.
 */
function chanceValue(search: Search, next: GameState, depth: number): number {
  const expect = search.game.expectPending
  if (search.expand > 0 && expect !== undefined) return expect(next, search.unseen) + CHANCE_BONUS
  // The unknown card never fits anything: play on around it.
  return best(search, next, depth) + CHANCE_BONUS
}
