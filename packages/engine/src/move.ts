// parseMove: the only place raw input is read. Everything past it works on a typed Move.
import type { EngineError, Move } from './types.js'

const PILE_ID = /^[a-z]+(-[a-z0-9]+)*(-[SHDC])?$/
const ACTIONS = ['draw', 'redeal', 'deal', 'reorder', 'turn'] as const

export type ParsedMove = { ok: true; move: Move } | { ok: false; error: EngineError }

function notAMove(message: string): ParsedMove {
  return { ok: false, error: { code: 'NOT_A_MOVE', message } }
}

// Ids that already passed the pattern; bounded so garbage input cannot grow it without limit.
const knownIds = new Set<string>()

function isPileId(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (knownIds.has(value)) return true
  if (value.length > 32 || !PILE_ID.test(value)) return false
  if (knownIds.size < 256) knownIds.add(value)
  return true
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
    if (!ACTIONS.includes(action as (typeof ACTIONS)[number])) {
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
      if (!Array.isArray(order) || order.length > 16 || !order.every(isPileId)) {
        return notAMove('redeal order must be a list of pile ids')
      }
      return { ok: true, move: { action, order: [...order] } }
    }
    return { ok: true, move: { action: action as 'draw' | 'deal' | 'turn' } }
  }
  if (!isPileId(raw.from) || !isPileId(raw.to)) {
    return notAMove('a card move needs from and to pile ids')
  }
  const move: Move = { from: raw.from, to: raw.to }
  if (raw.count !== undefined) {
    if (!isIndex(raw.count, 104) || raw.count < 1)
      return notAMove('count must be a whole number ≥ 1')
    move.count = raw.count
  }
  if (raw.index !== undefined) {
    if (!isIndex(raw.index, 103)) return notAMove('index must be a whole number ≥ 0')
    move.index = raw.index
  }
  return { ok: true, move }
}
