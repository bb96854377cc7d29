// The round clock on the fake clock: the first round at the start, each round closed at its
// deadline plus the grace (or at once when everyone is done), the next started at once, the
// arena finished after the last; a step another node took is not taken twice; a failing store
// is tried again a second later.
import { describe, expect, it } from 'vitest'
import { FakeTime } from '../test-support/fake-time.js'
import { RoundClock, type ArenaTimes, type RoundClockPorts } from './round-clock.js'

const ROUND_MS = 60_000
const GRACE = 2000

/** An arena kept in memory as the store would: each port call a conditional write. */
function arenaOf(time: FakeTime, rounds: number, startsIn: number) {
  const t: ArenaTimes = {
    startsAt: time.now() + startsIn,
    rounds,
    round: 0,
    roundEndsAt: null,
    roundEnded: false,
    finished: false,
  }
  const log: string[] = []
  let failNext = 0
  const at = () => `${(time.now() - t.startsAt) / 1000}s`
  const ports: RoundClockPorts = {
    async startRound(round) {
      if (failNext-- > 0) throw new Error('store down')
      if (t.round !== round - 1 || t.finished) return
      Object.assign(t, { round, roundEndsAt: time.now() + ROUND_MS, roundEnded: false })
      log.push(`start ${round} @${at()}`)
    },
    async endRound(round) {
      if (t.round !== round || t.roundEnded) return
      t.roundEnded = true
      log.push(`end ${round} @${at()}`)
    },
    async finish() {
      if (t.finished) return
      t.finished = true
      log.push(`finish @${at()}`)
    },
    async times() {
      return { ...t }
    },
  }
  return { t, log, ports, failOnce: () => (failNext = 1) }
}

function clockOf(time: FakeTime, ports: RoundClockPorts) {
  return new RoundClock(ports, {
    clock: time,
    scheduler: time,
    graceMs: GRACE,
    onError: () => undefined,
  })
}

describe('the round clock', () => {
  it('starts the first round at the start, each next one when the last is up, then finishes', async () => {
    const time = new FakeTime()
    const arena = arenaOf(time, 3, 10_000)
    const clock = clockOf(time, arena.ports)
    await clock.sync()
    expect(arena.log).toEqual([])
    await time.advance(9_999)
    expect(arena.log).toEqual([])
    await time.advance(1)
    expect(arena.log).toEqual(['start 1 @0s'])
    await time.advance(ROUND_MS + GRACE)
    expect(arena.log).toEqual(['start 1 @0s', 'end 1 @62s', 'start 2 @62s'])
    await time.advance(2 * (ROUND_MS + GRACE))
    expect(arena.log).toEqual([
      'start 1 @0s',
      'end 1 @62s',
      'start 2 @62s',
      'end 2 @124s',
      'start 3 @124s',
      'end 3 @186s',
      'finish @186s',
    ])
    expect(clock.finished).toBe(true)
    expect(time.pending).toBe(0)
  })

  it('closes a round as soon as everyone is done, and the next starts then', async () => {
    const time = new FakeTime()
    const arena = arenaOf(time, 2, 5000)
    const clock = clockOf(time, arena.ports)
    await clock.sync()
    await time.advance(5000 + 20_000)
    await clock.everyoneDone(1)
    // A late word about a round already closed changes nothing.
    await clock.everyoneDone(1)
    expect(arena.log).toEqual(['start 1 @0s', 'end 1 @20s', 'start 2 @20s'])
    await time.advance(ROUND_MS + GRACE)
    expect(arena.log.slice(3)).toEqual(['end 2 @82s', 'finish @82s'])
  })

  it('takes no step twice when two nodes keep the same arena, and catches up after a restart', async () => {
    const time = new FakeTime()
    const arena = arenaOf(time, 2, 1000)
    const one = clockOf(time, arena.ports)
    const two = clockOf(time, arena.ports)
    await Promise.all([one.sync(), two.sync()])
    await time.advance(1000 + 2 * (ROUND_MS + GRACE))
    expect(arena.log).toEqual([
      'start 1 @0s',
      'end 1 @62s',
      'start 2 @62s',
      'end 2 @124s',
      'finish @124s',
    ])
    // A node that comes up late (the one running round 1 died) finds round 1 past its deadline
    // in the store: it closes it and starts round 2 at once.
    const late = arenaOf(time, 2, -ROUND_MS * 2)
    Object.assign(late.t, { round: 1, roundEndsAt: time.now() - 5000 })
    await clockOf(time, late.ports).sync()
    expect(late.log).toEqual(['end 1 @120s', 'start 2 @120s'])
  })

  it('tries again a second later when the store fails', async () => {
    const time = new FakeTime()
    const arena = arenaOf(time, 1, 1000)
    const clock = clockOf(time, arena.ports)
    await clock.sync()
    arena.failOnce()
    await time.advance(1000)
    expect(arena.log).toEqual([])
    await time.advance(1000)
    expect(arena.log).toEqual(['start 1 @1s'])
    clock.stop()
    await time.advance(ROUND_MS * 2)
    expect(arena.log).toEqual(['start 1 @1s'])
  })
})
