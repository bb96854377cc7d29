import { describe, expect, it } from 'vitest'
import { tooShortToRate } from './fair-play.js'

describe('too short to rate (issue 40)', () => {
  const seat = (gaveUp: boolean, moves: number, stoppedAtMs: number) => ({
    gaveUp,
    moves,
    stoppedAtMs,
  })

  it.each([
    ['a puppet resigns after one move', [seat(true, 1, 40_000), seat(false, 30, 900_000)], true],
    ['a racer leaves after 9 moves', [seat(true, 9, 60_000), seat(false, 30, 900_000)], true],
    ['ten quick moves, resigned at 29 s', [seat(true, 10, 29_000), seat(false, 12, 60_000)], true],
    ['ten moves, resigned at 30 s', [seat(true, 10, 30_000), seat(false, 12, 60_000)], false],
    ['nobody gave up (stuck or time up)', [seat(false, 2, 5_000), seat(false, 0, 900_000)], false],
  ])('%s', (_name, seats, tooShort) => {
    expect(tooShortToRate(seats)).toBe(tooShort)
  })
})
