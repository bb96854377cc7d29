// The race reducer on plain facts: no socket, no Svelte, a clock given by hand.
import { describe, expect, it } from 'vitest'
import type { RacePlayer, RaceStateEvent } from '@patience-race/protocol'
import { fixtureSummary, sirTommy } from '../../fixtures/views.js'
import { reduceRace, type RaceEvent, type RaceFacts } from './race-reducer.js'

const RACE = 'preview-sir-tommy'
const NOW = 1_000_000

function facts(over: Partial<RaceFacts> = {}): RaceFacts {
  return {
    raceId: RACE,
    role: 'player',
    seat: 0,
    summary: fixtureSummary('sir-tommy', 'live'),
    status: 'live',
    players: fixtureSummary('sir-tommy', 'live').players,
    spectators: 0,
    timeLimitSec: 600,
    startedAt: NOW - 60_000,
    endedAt: null,
    countdownEndsAt: null,
    clockOffset: 0,
    view: sirTommy.view,
    legal: sirTommy.legal,
    views: {},
    history: {},
    finished: null,
    rematchId: null,
    claimable: [],
    rematchOfferBy: null,
    rematchDeclined: null,
    rematchStarting: false,
    askedRematch: false,
    joinError: null,
    joined: true,
    inFlight: null,
    lastSeq: 0,
    ...over,
  }
}

const reduce = (f: RaceFacts, event: RaceEvent) => reduceRace(f, event, NOW)

function stateEvent(over: Partial<RaceStateEvent> = {}): RaceStateEvent {
  return {
    raceId: RACE,
    status: 'live',
    players: facts().players,
    spectators: 2,
    timeLimitSec: 600,
    serverTime: NOW + 250,
    ...over,
  }
}

describe('reduceRace', () => {
  it('ignores every event about another race', () => {
    const other: RaceEvent[] = [
      { name: 'race:state', payload: stateEvent({ raceId: 'other' }) },
      { name: 'race:finished', payload: { raceId: 'other', results: [] } },
      { name: 'race:opponent-left', payload: { raceId: 'other', seat: 1 } },
      { name: 'race:rematch', payload: { raceId: 'other', rematchId: 'r2' } },
    ]
    for (const event of other) expect(reduce(facts(), event)).toEqual({ patch: {} })
  })

  it('race:state takes the server clock, and a countdown ends by the local clock', () => {
    const { patch } = reduce(facts({ status: 'waiting' }), {
      name: 'race:state',
      payload: stateEvent({ status: 'countdown', countdownMs: 3000 }),
    })
    expect(patch.clockOffset).toBe(250)
    expect(patch.status).toBe('countdown')
    expect(patch.countdownEndsAt).toBe(NOW + 3000)
    expect(patch.spectators).toBe(2)
  })

  it('the race clock stops where the live race ended, on the server clock', () => {
    const { patch } = reduce(facts({ clockOffset: 500 }), {
      name: 'race:finished',
      payload: { raceId: RACE, results: [] },
    })
    expect(patch.status).toBe('finished')
    expect(patch.endedAt).toBe(NOW + 500)
    expect(patch.legal).toEqual([])
    expect(patch.inFlight).toBeNull()
  })

  it('race:started starts the seq and the progress charts afresh', () => {
    const { patch } = reduce(facts({ status: 'countdown', lastSeq: 4, countdownEndsAt: NOW }), {
      name: 'race:started',
      payload: { raceId: RACE, startedAt: new Date(NOW).toISOString(), view: sirTommy.view },
    })
    expect(patch).toMatchObject({
      status: 'live',
      lastSeq: 0,
      countdownEndsAt: null,
      startedAt: NOW,
    })
    expect(Object.keys(patch.history ?? {}).map(Number)).toEqual(facts().players.map((p) => p.seat))
  })

  it("a progress adds a point to the seat's chart only when its foundation count changed", () => {
    const seat = 1
    const before = facts()
    const player = before.players.find((p) => p.seat === seat) as RacePlayer
    const progress = { ...player.progress, foundation: player.progress.foundation + 1 }
    const payload = { raceId: RACE, seat, at: 5000, progress, status: 'playing' as const }
    const { patch } = reduce(before, { name: 'race:progress', payload })
    expect(patch.history?.[seat]?.at(-1)).toEqual({ at: 5000, foundation: progress.foundation })
    expect(patch.players?.find((p) => p.seat === seat)?.progress).toEqual(progress)
    const again = reduce({ ...before, ...patch }, { name: 'race:progress', payload })
    expect(again.patch.history).toBeUndefined()
  })

  it("a progress batch skips the racer's own seat (its acked moves are ahead)", () => {
    const before = facts()
    const entry = (seat: number) => ({
      seat,
      at: 100,
      progress: { ...before.players[0]!.progress, foundation: 9 },
      status: 'playing' as const,
    })
    const { patch } = reduce(before, {
      name: 'race:progress-batch',
      payload: { raceId: RACE, events: [entry(0), entry(1)] },
    })
    expect(patch.players?.find((p) => p.seat === 0)).toBe(before.players.find((p) => p.seat === 0))
    expect(patch.players?.find((p) => p.seat === 1)?.progress.foundation).toBe(9)
  })

  it('a racer goes to a rematch both asked for; a spectator only hears of it', () => {
    const event: RaceEvent = { name: 'race:rematch', payload: { raceId: RACE, rematchId: 'r2' } }
    expect(reduce(facts(), event)).toEqual({
      patch: { rematchId: 'r2', rematchOfferBy: null, rematchStarting: true },
      goToRematch: 'r2',
    })
    expect(reduce(facts({ role: 'spectator', seat: null }), event).goToRematch).toBeUndefined()
    // This tab's own ack got there first: it is on its way already.
    const going = facts({ rematchStarting: true, rematchId: 'r2' })
    expect(reduce(going, event).goToRematch).toBeUndefined()
  })

  it('in a race of more than two only those who asked race the rematch', () => {
    const many = { ...fixtureSummary('sir-tommy', 'finished'), seats: 4 }
    const event: RaceEvent = { name: 'race:rematch', payload: { raceId: RACE, rematchId: 'r2' } }
    expect(reduce(facts({ summary: many }), event).goToRematch).toBeUndefined()
    expect(reduce(facts({ summary: many, askedRematch: true }), event).goToRematch).toBe('r2')
  })

  it('an offer, then its refusal, remembers whose offer was declined', () => {
    let f = facts({ status: 'finished' })
    f = {
      ...f,
      ...reduce(f, { name: 'race:rematch-offer', payload: { raceId: RACE, seat: 1 } }).patch,
    }
    expect(f.rematchOfferBy).toBe(1)
    const { patch } = reduce(f, {
      name: 'race:rematch-declined',
      payload: { raceId: RACE, seat: 0 },
    })
    expect(patch).toEqual({
      rematchDeclined: { by: 0, offeredBy: 1 },
      rematchOfferBy: null,
      rematchStarting: false,
    })
  })

  it('opponents who left become claimable once, and not when they come back', () => {
    const left: RaceEvent = { name: 'race:opponent-left', payload: { raceId: RACE, seat: 1 } }
    const f = { ...facts(), ...reduce(facts(), left).patch }
    expect(f.claimable).toEqual([1])
    expect(reduce(f, left)).toEqual({ patch: {} })
    expect(
      reduce(facts(), { name: 'race:opponent-left', payload: { raceId: RACE, seat: 0 } }),
    ).toEqual({ patch: {} })
    const back = reduce(f, { name: 'race:opponent-back', payload: { raceId: RACE, seat: 1 } })
    expect(back.patch.claimable).toEqual([])
  })

  it("a join takes the server's word: role, seat, view and the last applied seq", () => {
    const race = fixtureSummary('sir-tommy', 'live')
    const { patch } = reduce(facts({ joined: false, role: null, seat: null, lastSeq: 0 }), {
      name: 'joined',
      payload: { role: 'player', seat: 1, race, view: sirTommy.view, legal: [], seq: 7 },
    })
    expect(patch).toMatchObject({
      joined: true,
      joinError: null,
      role: 'player',
      seat: 1,
      lastSeq: 7,
      legal: [],
    })
  })

  it('a refused join keeps the reason for the page', () => {
    const error = { code: 'NOT_FOUND' as const, message: 'no such race' }
    expect(
      reduce(facts({ joined: false }), { name: 'join-refused', payload: error }).patch,
    ).toEqual({
      joinError: error,
    })
  })
})
