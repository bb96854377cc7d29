// Per-game knowledge of the bot: a static value of a position (on a state rebuilt from the
// view, face-down cards UNKNOWN) and the greedy reference policy expressed on that state.
import { rankOf, suitOf, SUITS } from '../cards.js'
import { greedyMove } from '../games/saratoga/bot.js'
import { movableRunLength } from '../games/saratoga/building.js'
import { possibleWasteTops } from '../games/saratoga/reachable-tops.js'
import { needOf } from '../games/sir-tommy/bot.js'
import { suggestMove as sirTommyGreedy } from '../games/sir-tommy/bot.js'
import { pilesOf, wastesOf } from '../games/sir-tommy/piles.js'
import { variantOf } from '../games/sir-tommy/variants.js'
import { suggestMove as grandmaGreedy } from '../games/grandmas-game/bot.js'
import { nextRank, suitCount } from '../games/grandmas-game/foundations.js'
import { TABLEAU_IDS as GRANDMA_TABLEAU } from '../games/grandmas-game/piles.js'
import {
  FOUNDATION_IDS as SARATOGA_FOUNDATIONS,
  TABLEAU_IDS as SARATOGA_TABLEAU,
} from '../games/saratoga/piles.js'
import { pileEntries } from '../pile-ids.js'
import type { Card, GameId, GameState, Move, PileId } from '../types.js'
import { isUnknown } from './pseudo-state.js'

/** One card on a foundation is worth more than any rearrangement. */
const CARD_UP = 100

export interface BotGame {
  /** Higher is better. Reads face-up cards only; UNKNOWN cards count for nothing. */
  evaluate(state: GameState): number
  /** The greedy reference policy on the rebuilt state (null: no opinion). */
  greedy(state: GameState, unseen: ReadonlyMap<Card, number>): Move | null
  /**
   * Sir Tommy: the expected value of `state` once its pending card, unknown, turns out to be
   * one of `unseen` (each as often as it is unseen) and is placed where it does least harm.
   */
  expectPending?(state: GameState, unseen: ReadonlyMap<Card, number>): number
  /** True when this state shows a face-down card face up (the move before it was chance). */
  revealsUnknown(state: GameState): boolean
}

function pile(state: GameState, id: PileId): readonly Card[] {
  return state.piles[id] ?? []
}

function foundationCards(state: GameState): number {
  let n = 0
  for (const [id, cards] of pileEntries(state.piles))
    if (id.startsWith('foundation')) n += cards.length
  return n
}

const sirTommy: BotGame = {
  evaluate(state) {
    const table = sirTommyTable(state)
    // A known pending card must be placed: count it where it does least harm.
    const pending = pile(state, 'pending')[0]
    return pending === undefined || isUnknown(pending)
      ? table.base
      : table.base + bestPlacement(table, pending)
  },
  expectPending(state, unseen) {
    const table = sirTommyTable(state)
    let total = 0
    let weight = 0
    for (const [card, copies] of unseen) {
      total += copies * bestPlacement(table, card)
      weight += copies
    }
    return table.base + (weight === 0 ? 0 : total / weight)
  },
  greedy: (state) => sirTommyGreedy(state),
  revealsUnknown: (state) => isUnknown(pile(state, 'pending')[0]),
}

const EMPTY_WASTE = 3

interface SirTommyTable {
  base: number
  need: (card: Card) => number
  /** Each waste pile's known cards' needs, bottom first. */
  wastes: number[][]
}

/**
 * The value of the foundations and waste piles, ignoring the pending card: each card up is
 * CARD_UP; on a waste pile, every card above one needed sooner blocks it (more the later it is
 * needed); an empty waste pile is worth a little.
 */
function sirTommyTable(state: GameState): SirTommyTable {
  const variant = variantOf(state.variant)
  const piles = pilesOf(state)
  const needs = new Map<Card, number>()
  const need = (card: Card): number => {
    let n = needs.get(card)
    if (n === undefined) {
      n = needOf(variant, piles, card)
      needs.set(card, n)
    }
    return n
  }
  let base = CARD_UP * foundationCards(state)
  const wastes: number[][] = []
  for (const w of wastesOf(variant)) {
    const known = piles[w].filter((c) => !isUnknown(c)).map(need)
    wastes.push(known)
    if (piles[w].length === 0) base += EMPTY_WASTE
    for (let i = 0; i < known.length; i++) {
      for (let j = i + 1; j < known.length; j++)
        base -= blocking(known[j] as number, known[i] as number)
    }
  }
  return { base, need, wastes }
}

function blocking(above: number, below: number): number {
  return above > below ? 1 + Math.min(above - below, 12) / 12 : 0
}

/** What placing `card` on the waste pile where it does least harm changes (≤ 0). */
function bestPlacement(table: SirTommyTable, card: Card): number {
  const n = table.need(card)
  let best = -Infinity
  for (const known of table.wastes) {
    let change = known.length === 0 ? -EMPTY_WASTE : 0
    for (const below of known) change -= blocking(n, below)
    if (change > best) best = change
  }
  return best === -Infinity ? 0 : best
}

const saratoga: BotGame = {
  evaluate(state) {
    let score = CARD_UP * foundationCards(state)
    const sizes = SARATOGA_FOUNDATIONS.map((id) => pile(state, id).length)
    for (const id of SARATOGA_TABLEAU) {
      const cards = pile(state, id)
      if (cards.length === 0) {
        score += 8
        continue
      }
      // Cards under the movable run are buried: worse the deeper and the sooner they are needed.
      const free = cards.length - movableRunLength(cards)
      for (let i = 0; i < free; i++) {
        const card = cards[i]
        if (card === undefined) continue
        const away = rankOf(card) - (sizes[SUITS.indexOf(suitOf(card))] ?? 0) - 1
        const above = cards.length - 1 - i
        score -= above * (away <= 1 ? 3 : away <= 4 ? 1.5 : 0.5)
      }
    }
    return score
  },
  greedy(state, unseen) {
    const reachable = [...possibleWasteTops(pile(state, 'waste'), [...unseen.keys()])]
    return greedyMove(state, undefined, reachable)
  },
  revealsUnknown: (state) => pile(state, 'waste').some(isUnknown),
}

/** Ranks of its suit that must go up before `card` fits (0: fits now or the piles have met). */
function ranksAway(state: GameState, card: Card): number {
  const suit = suitOf(card)
  if (suitCount(state, suit) === 13) return 0
  const rank = rankOf(card)
  const up = nextRank(state, { dir: 'up', suit })
  const down = nextRank(state, { dir: 'down', suit })
  return Math.min(
    up !== null && rank >= up ? rank - up : 13,
    down !== null && rank <= down ? down - rank : 13,
  )
}

const grandmasGame: BotGame = {
  evaluate(state) {
    let score = CARD_UP * foundationCards(state)
    for (const id of GRANDMA_TABLEAU) {
      const top = pile(state, id).at(-1)
      if (top !== undefined && !isUnknown(top)) score -= ranksAway(state, top) / 4
    }
    const workspace = pile(state, 'workspace')
    for (const card of workspace) score -= ranksAway(state, card) / 8
    // The last workspace card goes back on top of its home pile: the only one playable later.
    const last = workspace.at(-1)
    if (last !== undefined) score -= ranksAway(state, last) / 4
    return score
  },
  greedy(state) {
    const move = grandmaGreedy(state)
    if (move === null || !('action' in move) || move.action !== 'reorder') return move
    return singleCardStep(move.order)
  },
  revealsUnknown(state) {
    if (pile(state, 'workspace').some(isUnknown)) return true
    return GRANDMA_TABLEAU.some((id) => isUnknown(pile(state, id).at(-1)))
  },
}

/**
 * legalMoves lists only single-card reorders: the first step toward `order` (take the card
 * that belongs at the first wrong position and put it there). Repeated, it reaches a sorted
 * workspace, as each step fixes one more leading position (ties keep their order).
 */
function singleCardStep(order: readonly number[]): Move {
  const at = order.findIndex((from, to) => from !== to)
  const from = order[at] as number
  const step = order.map((_, i) => i).filter((i) => i !== from)
  step.splice(at, 0, from)
  return { action: 'reorder', order: step }
}

export const BOT_GAMES: Record<GameId, BotGame> = {
  'sir-tommy': sirTommy,
  saratoga,
  'grandmas-game': grandmasGame,
}
