// `arena:standings` at issue 42's scale (docs/arena.md): each entrant's copy has the top 20 and
// its own row, written from the shared part's text encoded once; the copies of a push go out in
// slices, each in its own turn of the event loop, not in one burst, and each entrant still hears them at most once a
// second; a small arena is told in one go; nothing is left to go out after the end.
import type { ArenaStanding } from '@patience-race/protocol'
import { describe, expect, it } from 'vitest'
import { jsonTextOf } from '../races/audience/json-text.js'
import { FakeTime } from '../test-support/fake-time.js'
import { ArenaAnnouncer, type ArenaTable } from './arena-announcer.js'
import { StandingsPusher } from './standings-pusher.js'

interface Copy {
  at: number
  turn?: number
  playerId: string
  event: string
  payload: { standings: ArenaStanding[]; you?: ArenaStanding; entrants?: number }
}

/** An arena of `n` entrants whose order changes at every read (a round under way). */
function arena(n: number, time: FakeTime) {
  const copies: Copy[] = []
  const watched: Copy[] = []
  /** The scheduler's turns: each timer that fired. */
  let turn = 0
  let reads = 0
  const table = (): Promise<ArenaTable> => {
    reads++
    const ids = Array.from({ length: n }, (_, i) => `p${(i + reads) % n}`)
    const rows = ids.map((playerId, i) => ({
      playerId,
      name: playerId,
      points: 2 * (n - i),
      cards: reads,
      place: i + 1,
      raceIds: [null],
    }))
    return Promise.resolve({ round: 1, rows, seeds: [] })
  }
  const announcer = new ArenaAnnouncer({
    emit: (playerIds, event, payload) => {
      for (const playerId of playerIds)
        copies.push({ at: time.now(), turn, playerId, event, payload: payload as Copy['payload'] })
    },
    watchers: (_, __, event, payload) =>
      watched.push({ at: time.now(), playerId: '', event, payload: payload as Copy['payload'] }),
    table,
    clock: time,
    scheduler: {
      setTimeout: (fn, ms) =>
        time.setTimeout(() => {
          turn++
          fn()
        }, ms),
      clearTimeout: (handle) => time.clearTimeout(handle),
    },
  })
  return { announcer, copies, watched, turnNow: () => turn }
}

const byPlayer = (copies: Copy[]) => {
  const at = new Map<string, number[]>()
  for (const c of copies) at.set(c.playerId, [...(at.get(c.playerId) ?? []), c.at])
  return at
}

describe('the arena announcer', () => {
  it('tells a thousand entrants each their own copy, a slice a turn, at most once a second each', async () => {
    const time = new FakeTime()
    const { announcer, copies, watched } = arena(1000, time)
    const pusher = new StandingsPusher(time, time, async (id) => {
      await announcer.standings(id)
      return true
    })
    pusher.changed('a1')
    await time.advance(5500)
    pusher.stop()
    announcer.stop()

    const standings = copies.filter((c) => c.event === 'arena:standings')
    const at = byPlayer(standings)
    expect(at.size).toBe(1000)
    for (const times of at.values()) {
      expect(times.length).toBeGreaterThanOrEqual(5)
      const gaps = times.slice(1).map((t, i) => t - times[i]!)
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000)
    }
    // Not one burst: no more than a slice in one turn of the event loop; the next push a second
    // after the last slice went out.
    const pushes = watched.map((w) => w.at)
    expect(pushes.length).toBeGreaterThanOrEqual(5)
    const first = standings.filter((c) => c.at < pushes[1]!)
    expect(first).toHaveLength(1000)
    const lastOut = Math.max(...first.map((c) => c.at))
    expect(pushes[1]! - lastOut).toBeGreaterThanOrEqual(1000)
    const perTurn = new Map<number, number>()
    for (const c of first) perTurn.set(c.turn!, (perTurn.get(c.turn!) ?? 0) + 1)
    expect(perTurn.size).toBeGreaterThanOrEqual(15)
    expect(Math.max(...perTurn.values())).toBeLessThan(150)

    // Each copy: the top 20 and the entrant's own row, its text the payload's exact JSON.
    for (const c of standings.slice(-1000)) {
      expect(c.payload.standings.map((r) => r.place)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      )
      expect(c.payload.you?.playerId).toBe(c.playerId)
      expect(c.payload.entrants).toBe(1000)
      expect(jsonTextOf(c.payload)).toBe(JSON.stringify(c.payload))
    }
    // The watchers' copy: the same top 20, no own row, at the push.
    expect(watched.at(-1)!.payload.you).toBeUndefined()
    expect(watched.at(-1)!.payload.standings).toHaveLength(20)
  })

  it('tells a small arena in one go, and nothing after the end', async () => {
    const time = new FakeTime()
    const { announcer, copies } = arena(9, time)
    const t0 = time.now()
    await announcer.standings('a1')
    expect(copies.map((c) => c.at - t0)).toEqual(new Array(9).fill(0))
    expect(new Set(copies.map((c) => c.playerId)).size).toBe(9)

    // Told again sooner than a second: the copies wait for the second.
    await time.advance(300)
    const again = announcer.standings('a1')
    for (let i = 0; i < 5; i++) await Promise.resolve() // its table read: the copies wait
    await time.advance(1000)
    await again
    expect(copies.slice(9).map((c) => c.at - t0)).toEqual(new Array(9).fill(1000))

    // A big one's copies still waiting when it ends: not sent after `arena:finished`.
    const big = arena(1000, time)
    void big.announcer.standings('a2')
    await Promise.resolve()
    const told = big.copies.length
    expect(told).toBeLessThan(1000)
    await big.announcer.finished('a2')
    await time.advance(2000)
    const after = big.copies.slice(told)
    expect(after.every((c) => c.event === 'arena:finished')).toBe(true)
  })
})
