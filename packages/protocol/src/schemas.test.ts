import { describe, expect, it } from 'vitest'
import {
  createRaceBodySchema,
  createSessionBodySchema,
  ERROR_CODES,
  err,
  joinPayloadSchema,
  movePayloadSchema,
  ok,
} from './index.js'

describe('session names', () => {
  it('trims a name and keeps 1–24 printable characters', () => {
    expect(createSessionBodySchema.parse({ name: '  Ada  ' })).toEqual({ name: 'Ada' })
    expect(createSessionBodySchema.safeParse({ name: 'x'.repeat(24) }).success).toBe(true)
  })
  it.each([[''], ['   '], ['x'.repeat(25)], ['tab\there'], ['bell\u0007']])(
    'refuses the name %j',
    (name) => {
      expect(createSessionBodySchema.safeParse({ name }).success).toBe(false)
    },
  )
})

describe('race:move payloads', () => {
  const raceId = 'abcDEF123_-x'
  it.each([
    { from: 'pending', to: 'waste-2' },
    { from: 'tableau-3', to: 'tableau-5', count: 3 },
    { from: 'workspace', index: 2, to: 'foundation-down-S' },
    { action: 'draw' },
    { action: 'redeal', order: ['waste-2', 'waste-1'] },
    { action: 'deal' },
    { action: 'reorder', order: [2, 0, 1] },
  ])('accepts the engine move %j', (move) => {
    expect(movePayloadSchema.safeParse({ raceId, move, seq: 1 }).success).toBe(true)
  })
  it.each([
    null,
    'draw',
    { action: 'fly' },
    { from: 'waste' },
    { from: 'waste', to: 'tableau-1', extra: true },
    { from: 'tableau-1', to: 'tableau-2', count: 0 },
    { action: 'reorder', order: [-1] },
  ])('refuses %j as a move', (move) => {
    expect(movePayloadSchema.safeParse({ raceId, move, seq: 1 }).success).toBe(false)
  })
  it('needs a positive whole seq and a well-formed race id', () => {
    const move = { action: 'draw' }
    expect(movePayloadSchema.safeParse({ raceId, move, seq: 0 }).success).toBe(false)
    expect(movePayloadSchema.safeParse({ raceId, move, seq: 1.5 }).success).toBe(false)
    expect(movePayloadSchema.safeParse({ raceId: '../etc', move, seq: 1 }).success).toBe(false)
  })
})

describe('races', () => {
  it('accepts only the three games and sane time limits', () => {
    expect(createRaceBodySchema.safeParse({ game: 'saratoga' }).success).toBe(true)
    expect(createRaceBodySchema.safeParse({ game: 'klondike' }).success).toBe(false)
    expect(createRaceBodySchema.safeParse({ game: 'saratoga', timeLimitSec: 5 }).success).toBe(
      false,
    )
  })
  it('takes a chosen seed of 1 to 128 characters: a version 2 seed, an old hex one, any text', () => {
    const withSeed = (seed: unknown) =>
      createRaceBodySchema.safeParse({ game: 'sir-tommy', seed }).success
    expect(withSeed(`v2:${'0123456789abcdef'.repeat(2)}`)).toBe(true)
    expect(withSeed('0123456789abcdef'.repeat(2))).toBe(true)
    expect(withSeed('my seed')).toBe(true)
    expect(withSeed(`v2:${'x'.repeat(125)}`)).toBe(true)
    for (const garbage of ['', `v2:${'x'.repeat(126)}`, 42, null, ['v2:a'], { seed: 'v2:a' }])
      expect(withSeed(garbage)).toBe(false)
  })
  it('joins as a player or a spectator only', () => {
    expect(joinPayloadSchema.safeParse({ raceId: 'abcd', as: 'spectator' }).success).toBe(true)
    expect(joinPayloadSchema.safeParse({ raceId: 'abcd', as: 'admin' }).success).toBe(false)
  })
})

describe('replies', () => {
  it('builds ok and error replies with a stable code', () => {
    expect(ok({ seq: 3 })).toEqual({ ok: true, seq: 3 })
    expect(err('ILLEGAL_MOVE', 'no')).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', message: 'no' },
    })
    expect(ERROR_CODES).toContain('BAD_PAYLOAD')
  })
})
