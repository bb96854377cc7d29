// Arenas' wire shapes: the create body's bounds and defaults, the events, the error codes.
import { describe, expect, it } from 'vitest'
import {
  arenaRoundEventSchema,
  createArenaBodySchema,
  ERROR_CODES,
  payloadSchema,
  raceKindSchema,
  serverEventNames,
} from './index.js'

describe('arenas on the wire', () => {
  it('defaults to 3 rounds of 300 s starting in 60 s', () => {
    expect(createArenaBodySchema.parse({ game: 'sir-tommy' })).toEqual({
      game: 'sir-tommy',
      rounds: 3,
      roundSec: 300,
      startsInSec: 60,
    })
  })
  it.each([
    { rounds: 0 },
    { rounds: 11 },
    { roundSec: 59 },
    { roundSec: 1801 },
    { startsInSec: 4 },
    { startsInSec: 86401 },
  ])('refuses %j', (extra) => {
    expect(createArenaBodySchema.safeParse({ game: 'sir-tommy', ...extra }).success).toBe(false)
  })
  it('knows the arena kind, its events and its codes', () => {
    expect(raceKindSchema.options).toContain('arena')
    expect(serverEventNames).toEqual(
      expect.arrayContaining(['arena:round', 'arena:standings', 'arena:finished']),
    )
    expect(ERROR_CODES).toEqual(expect.arrayContaining(['ARENA_CLOSED', 'NOT_WHILE_RACING']))
    expect(
      arenaRoundEventSchema.safeParse({
        arenaId: 'arena1',
        round: 1,
        raceId: 'race1',
        endsAt: new Date(0).toISOString(),
      }).success,
    ).toBe(true)
  })
  it('takes a watch of an arena by its id only', () => {
    expect(payloadSchema('arena:watch').safeParse({ arenaId: 'arena1' }).success).toBe(true)
    for (const bad of [{}, { arenaId: 'a b' }, { arenaId: 'x' }, null])
      expect(payloadSchema('arena:watch').safeParse(bad).success).toBe(false)
  })
})
