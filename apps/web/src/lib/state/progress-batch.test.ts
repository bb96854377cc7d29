import { describe, expect, it } from 'vitest'
import type { JoinOk, ProgressEntry, RacePlayer, Reply } from '@patience-race/protocol'
import { FakeTransport } from '../net/fake-transport.js'
import { RaceState } from './race.svelte.js'
import { fixtureSummary, sirTommy } from '../../fixtures/views.js'

const RACE = 'preview-sir-tommy'
const flush = () => new Promise((r) => setTimeout(r, 0))

/** Ada (seat 0, this tab) in a live race of four. */
function raceOfFour(): Reply<JoinOk> {
  const summary = fixtureSummary('sir-tommy')
  const [ada, grace] = summary.players as [RacePlayer, RacePlayer]
  const more = ['Hal', 'Ivy'].map((name, i) => ({
    ...grace,
    seat: i + 2,
    player: { id: `p${i + 3}`, name },
  }))
  return {
    ok: true,
    role: 'player',
    seat: 0,
    race: { ...summary, seats: 4, players: [ada, grace, ...more] },
    view: sirTommy.view,
    legal: sirTommy.legal,
    seq: 0,
  }
}

function entry(seat: number, foundation: number, at: number): ProgressEntry {
  const status = foundation === 52 ? 'won' : 'playing'
  return { seat, progress: { foundation, total: 52, moves: foundation + 10, status }, status, at }
}

async function joined() {
  const transport = new FakeTransport(raceOfFour)
  const race = new RaceState(RACE, transport, { retryMs: 1 })
  race.start()
  await flush()
  return { race, transport }
}

describe('a race of more than two: the opponents’ progress in batches', () => {
  it('a batch shows what the same race:progress events one by one would show', async () => {
    const batched = await joined()
    const oneByOne = await joined()
    const early = [entry(1, 12, 40_000), entry(2, 9, 41_000)]
    const late = [entry(3, 52, 60_000), entry(1, 14, 61_000)]
    for (const events of [early, late]) {
      batched.transport.emit('race:progress-batch', { raceId: RACE, events })
      for (const e of events) oneByOne.transport.emit('race:progress', { raceId: RACE, ...e })
    }
    expect(batched.race.model.players).toEqual(oneByOne.race.model.players)
    expect(batched.race.model.history).toEqual(oneByOne.race.model.history)
    expect(
      batched.race.model.opponents.map((p) => [p.seat, p.progress.foundation, p.status]),
    ).toEqual([
      [1, 14, 'playing'],
      [2, 9, 'playing'],
      [3, 52, 'won'],
    ])
    expect(batched.race.model.history[1]?.slice(-2)).toEqual([
      { at: 40_000, foundation: 12 },
      { at: 61_000, foundation: 14 },
    ])
  })

  it('my own seat in a batch leaves my board, my bar and my curve alone', async () => {
    const { race, transport } = await joined()
    const view = race.model.view
    const me = race.model.me
    const mySeat = race.model.players.find((p) => p.seat === 0)
    const myHistory = race.model.history[0]
    transport.emit('race:progress-batch', {
      raceId: RACE,
      events: [entry(0, 2, 50_000), entry(2, 11, 50_500)],
    })
    expect(race.model.view).toBe(view)
    expect(race.model.me).toEqual(me)
    expect(race.model.players.find((p) => p.seat === 0)).toEqual(mySeat)
    expect(race.model.history[0]).toEqual(myHistory)
    expect(race.model.players.find((p) => p.seat === 2)?.progress.foundation).toBe(11)
  })

  it('a batch of another race changes nothing', async () => {
    const { race, transport } = await joined()
    const players = race.model.players
    transport.emit('race:progress-batch', { raceId: 'another-race', events: [entry(1, 30, 9_000)] })
    expect(race.model.players).toBe(players)
  })
})
