import { describe, expect, it } from 'vitest'
import { arenaClockText, formatText, waitText, type ArenaTiming } from './arena-clock.js'

const T0 = Date.parse('2026-12-05T15:00:00.000Z')
const arena = (over: Partial<ArenaTiming>): ArenaTiming => ({
  status: 'scheduled',
  startsAt: new Date(T0).toISOString(),
  rounds: 3,
  roundSec: 300,
  round: 0,
  ...over,
})

describe('the arena clock in words', () => {
  it('counts down to the start in m:ss, and in hours for an arena an hour or more away', () => {
    expect(arenaClockText(arena({}), T0 - 42_000)).toBe('Starts in 0:42')
    expect(arenaClockText(arena({}), T0 - 42_400)).toBe('Starts in 0:42')
    expect(arenaClockText(arena({}), T0 - 3_900_000)).toBe('Starts in 1 h 05 min')
    expect(arenaClockText(arena({}), T0 + 500)).toBe('Starting…')
  })

  it('says the round and the time left in it while an arena is live', () => {
    const live = arena({ status: 'live', round: 2 })
    const endsAt = T0 + 600_000
    expect(arenaClockText(live, endsAt - 192_000, endsAt)).toBe('Round 2 of 3 · 3:12 left')
    expect(arenaClockText(live, endsAt + 10, endsAt)).toBe('Round 2 of 3 · time is up')
    expect(arenaClockText(live, T0)).toBe('Round 2 of 3')
  })

  it('accepts times as ms as well as ISO text', () => {
    expect(arenaClockText(arena({ startsAt: T0 }), T0 - 5_000)).toBe('Starts in 0:05')
  })

  it('says finished once the last round is over', () => {
    expect(arenaClockText(arena({ status: 'finished', round: 3 }), T0)).toBe('Finished')
  })

  it('describes the format', () => {
    expect(formatText(3, 300)).toBe('3 rounds of 5 min')
    expect(formatText(1, 90)).toBe('1 round of 90 s')
    expect(waitText(-5)).toBe('0:00')
  })
})
