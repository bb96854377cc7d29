// parseMove: the only place raw input is read. Everything past it works on a typed Move.
import { isPileId } from './pile-ids.js'
import type { CardMove, EngineError, Move, PileId } from './types.js'

/** The shape of a pile id; one that no game has is a move the rules refuse, not garbage. */
const PILE_ID_SHAPE = /^[a-z]+(-[a-z0-9]+)*(-[SHDC])?$/
const ACTIONS = ['draw', 'redeal', 'deal', 'reorder', 'turn'] as const

export type ParsedMove = { ok: true; move: Move } | { ok: false; error: EngineError }

function notAMove(message: string): ParsedMove {
  return { ok: false, error: { code: 'NOT_A_MOVE', message } }
}

function isAction(value: unknown): value is (typeof ACTIONS)[number] {
  return ACTIONS.some((action) => action === value)
}

function isPileIdShaped(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 32 && PILE_ID_SHAPE.test(value)
}

/** A well-formed id of a pile no game has: ILLEGAL_MOVE, as each game says of another's pile. */
function noSuchPile(id: string): ParsedMove {
  return {
    ok: false,
    error: { code: 'ILLEGAL_MOVE', message: `there is no pile "${id}" in any game` },
  }
}

function isIndex(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
}

export function parseMove(input: unknown): ParsedMove {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return notAMove('a move is an object such as { from, to } or { action }')
  }
  const raw = input as Record<string, unknown>
  if ('action' in raw) {
    const action = raw.action
    if (!isAction(action)) {
      return notAMove(`unknown action ${JSON.stringify(action)}`)
    }
    if (action === 'reorder') {
      const order = raw.order
      if (!Array.isArray(order) || order.length > 104 || !order.every((i) => isIndex(i, 103))) {
        return notAMove('reorder needs order: a list of workspace positions')
      }
      return { ok: true, move: { action, order: [...order] } }
    }
    if (action === 'redeal') {
      const order = raw.order
      if (order === undefined) return { ok: true, move: { action } }
      if (!Array.isArray(order) || order.length > 16 || !order.every(isPileIdShaped)) {
        return notAMove('redeal order must be a list of pile ids')
      }
      const ids: PileId[] = []
      for (const id of order) {
        if (!isPileId(id)) return noSuchPile(id)
        ids.push(id)
      }
      return { ok: true, move: { action, order: ids } }
    }
    return { ok: true, move: { action } }
  }
  const { from, to, count, index } = raw
  if (!isPileIdShaped(from) || !isPileIdShaped(to)) {
    return notAMove('a card move needs from and to pile ids')
  }
  if (count !== undefined && (!isIndex(count, 104) || count < 1))
    return notAMove('count must be a whole number ≥ 1')
  if (index !== undefined && !isIndex(index, 103))
    return notAMove('index must be a whole number ≥ 0')
  if (!isPileId(from)) return noSuchPile(from)
  if (!isPileId(to)) return noSuchPile(to)
  const move: CardMove = { from, to }
  if (count !== undefined) move.count = count
  if (index !== undefined) move.index = index
  return { ok: true, move }
}
