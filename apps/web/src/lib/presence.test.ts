import { describe, expect, it } from 'vitest'
import type { RacePlayer } from '@patience-race/protocol'
import { awayClock, presenceOf, presenceText } from './presence.js'

const player = (extra: Partial<RacePlayer>): RacePlayer => ({
  seat: 1,
  player: { id: 'p2', name: 'Grace' },
  ready: true,
  status: 'playing',
  progress: { foundation: 3, total: 52, moves: 9, status: 'playing' },
  ...extra,
})

describe('presence (issue 12.6)', () => {
  const since = '2026-01-01T12:00:00.000Z'
  const t0 = Date.parse(since)

  it('says online while a socket of the racer is in the race', () => {
    const p = presenceOf(player({ online: true, offlineSince: null }), t0)
    expect(p).toEqual({ online: true })
    expect(presenceText(p!)).toBe('online')
  })

  it('counts the time away up from offlineSince on the server clock', () => {
    const away = player({ online: false, offlineSince: since })
    expect(presenceText(presenceOf(away, t0 + 19_400)!)).toBe('disconnected 0:19')
    expect(presenceText(presenceOf(away, t0 + 125_000)!)).toBe('disconnected 2:05')
    // A server clock a little behind the stamp never shows a negative time.
    expect(presenceText(presenceOf(away, t0 - 300)!)).toBe('disconnected 0:00')
  })

  it('a racer gone on to the rematch is "in the rematch", not disconnected', () => {
    const away = player({ online: false, offlineSince: since })
    expect(presenceText(presenceOf(away, t0 + 19_400)!, true)).toBe('in the rematch')
    const back = player({ online: true, offlineSince: null })
    expect(presenceText(presenceOf(back, t0)!, true)).toBe('online')
  })

  it('a seat that never connected is offline, without a time', () => {
    expect(presenceText(presenceOf(player({ online: false, offlineSince: null }), t0)!)).toBe(
      'offline',
    )
  })

  it('says nothing when the server sends no presence', () => {
    expect(presenceOf(player({}), t0)).toBeNull()
  })

  it('formats m:ss', () => {
    expect(awayClock(0)).toBe('0:00')
    expect(awayClock(59_999)).toBe('0:59')
    expect(awayClock(600_000)).toBe('10:00')
  })
})
