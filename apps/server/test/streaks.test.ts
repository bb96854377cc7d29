// Streaks on a player's page: days in a row with a finished race, and races won in a row.
import { describe, expect, it } from 'vitest'
import { dayStreak, winStreak } from '../src/db/streaks.js'

const day = (d: string) => new Date(`${d}T12:00:00Z`)

describe('streaks', () => {
  it('counts days in a row; the current run ends today or yesterday, else it is over', () => {
    const played = [
      '2026-11-01',
      '2026-11-02',
      '2026-11-02',
      '2026-11-03',
      '2026-11-20',
      '2026-11-21',
    ]
    expect(dayStreak(played.map(day), day('2026-11-21'))).toEqual({ current: 2, best: 3 })
    expect(dayStreak(played.map(day), day('2026-11-22'))).toEqual({ current: 2, best: 3 })
    expect(dayStreak(played.map(day), day('2026-11-23'))).toEqual({ current: 0, best: 3 })
    expect(dayStreak([], day('2026-11-23'))).toEqual({ current: 0, best: 0 })
  })
  it('counts races won in a row; a loss or a tie breaks it, a solo race does not', () => {
    expect(winStreak(['won', 'won', 'won', 'lost', 'won', undefined, 'won'])).toEqual({
      current: 2,
      best: 3,
    })
    expect(winStreak(['won', 'tie'])).toEqual({ current: 0, best: 1 })
  })
})
