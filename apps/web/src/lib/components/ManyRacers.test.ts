// @vitest-environment jsdom
// Races of up to 8 (issue 23) as a racer sees them: the waiting room's seats and the creator's
// "Start now", the opponents' strip during the race, and places in the results.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it } from 'vitest'
import type { RacePlayer, RaceResult, RaceSummary } from '@patience-race/protocol'
import RaceView from './RaceView.svelte'
import { FakeTransport } from '../net/fake-transport.js'
import { RaceState } from '../state/race.svelte.js'
import { fixtureSummary, sirTommy } from '../../fixtures/views.js'

afterEach(cleanup)

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']

function seated(count: number, ready: boolean): RacePlayer[] {
  return NAMES.slice(0, count).map((name, seat) => ({
    seat,
    player: { id: `p${seat}`, name },
    ready,
    status: 'playing',
    progress: { foundation: seat, total: 52, moves: seat * 3, status: 'playing' },
    online: true,
  }))
}

async function racer(summary: RaceSummary, seat = 0) {
  const transport = new FakeTransport(() => ({
    ok: true,
    role: 'player',
    seat,
    race: summary,
    ...(summary.status === 'live' ? { view: sirTommy.view, legal: sirTommy.legal, seq: 0 } : {}),
  }))
  const errors: string[] = []
  const race = new RaceState(summary.raceId, transport, { onError: (m) => errors.push(m) })
  race.start()
  await waitFor(() => expect(race.model.joined).toBe(true))
  render(RaceView, { race })
  return { race, transport, errors }
}

describe('a race of 8', () => {
  it('the creator sees the free seats and starts with the racers seated once all are ready', async () => {
    const summary = {
      ...fixtureSummary('sir-tommy', 'waiting'),
      seats: 8,
      players: seated(3, true),
    }
    const { transport } = await racer(summary)
    expect(screen.getByTestId('seats-free').textContent).toContain('5 of 8 seats free')
    const start = screen.getByTestId('start-now') as HTMLButtonElement
    expect(start.textContent).toBe('Start now with 3 racers')
    expect(start.disabled).toBe(false)
    await fireEvent.click(start)
    expect(transport.starts).toBe(1)
  })

  it('Start now waits for everyone seated to be ready, and only the creator has it', async () => {
    const players = seated(3, true).map((p) => (p.seat === 2 ? { ...p, ready: false } : p))
    const summary = { ...fixtureSummary('sir-tommy', 'waiting'), seats: 8, players }
    await racer(summary)
    expect((screen.getByTestId('start-now') as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('start-now-hint').textContent).toContain('must be ready')
    cleanup()
    await racer(summary, 1)
    expect(screen.queryByTestId('start-now')).toBeNull()
  })

  it('a refused start says why', async () => {
    const summary = {
      ...fixtureSummary('sir-tommy', 'waiting'),
      seats: 4,
      players: seated(2, true),
    }
    const { race, transport, errors } = await racer(summary)
    transport.startReply = () => ({
      ok: false,
      error: { code: 'NOT_READY', message: 'at least two racers must be seated and ready' },
    })
    await race.startNow()
    expect(errors).toEqual(['at least two racers must be seated and ready'])
  })

  it('during the race, every opponent’s progress shows in one strip', async () => {
    const players = seated(8, true)
    players[3] = { ...players[3]!, status: 'abandoned' }
    players[5] = { ...players[5]!, online: false }
    const summary = { ...fixtureSummary('sir-tommy', 'live'), seats: 8, players }
    const { race } = await racer(summary)
    expect(race.model.opponents.map((p) => p.seat)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const strip = screen.getByTestId('opponent-strip')
    expect(strip.querySelectorAll('li')).toHaveLength(7)
    expect(screen.getByTestId('opponent-7-foundation').textContent).toBe('7')
    expect(screen.getByTestId('opponent-3-note').textContent).toBe('left')
    expect(screen.getByTestId('opponent-5-note').textContent).toBe('away')
    expect(screen.queryByTestId('opponent-progress')).toBeNull()
  })

  it('a racer gone long enough is counted out, not claimed against: the others play on', async () => {
    const players = seated(4, true)
    players[2] = { ...players[2]!, online: false }
    const summary = { ...fixtureSummary('sir-tommy', 'live'), seats: 4, players }
    const { race, transport } = await racer(summary)
    transport.emit('race:opponent-left', { raceId: race.raceId, seat: 2 })
    const button = await screen.findByTestId('claim-button')
    expect(button.textContent).toBe('Count them out')
    expect(screen.getByTestId('opponent-left').textContent).toContain('placed last')
    await fireEvent.click(button)
    expect(transport.claims).toBe(1)
  })

  it('the rematch of a race of 4 takes along only the racers who asked for it', async () => {
    const summary = {
      ...fixtureSummary('sir-tommy', 'finished'),
      seats: 4,
      players: seated(4, true),
    }
    const moved: string[] = []
    const make = async (seat: number) => {
      const transport = new FakeTransport(() => ({ ok: true, role: 'player', seat, race: summary }))
      transport.rematchReply = () => ({ ok: true, offered: true })
      const race = new RaceState(summary.raceId, transport, {
        onRematch: (id) => moved.push(`${seat}:${id}`),
      })
      race.start()
      await waitFor(() => expect(race.model.joined).toBe(true))
      return { race, transport }
    }
    const asked = await make(0)
    const declined = await make(1)
    const silent = await make(2)
    await asked.race.requestRematch()
    await declined.race.declineRematch()
    for (const { race, transport } of [asked, declined, silent])
      transport.emit('race:rematch', { raceId: race.raceId, rematchId: 'next' })
    expect(moved).toEqual(['0:next'])
    expect(silent.race.model.rematchId).toBe('next')
  })

  it('the results give every racer a place, best first', async () => {
    const results: RaceResult[] = seated(4, true).map((p) => ({
      seat: p.seat,
      player: p.player,
      foundation: [5, 9, 9, 2][p.seat]!,
      foundationAt: [100, 300, 200, 50][p.seat]!,
      total: 52,
      won: false,
      status: p.seat === 3 ? 'abandoned' : 'stuck',
      timeMs: 60_000,
      moves: 10,
      // As the server decided them: more cards first, then who got there first, leavers last.
      place: [3, 2, 1, 4][p.seat]!,
      outcome: 'first-to-count',
    }))
    const summary = { ...fixtureSummary('sir-tommy', 'live'), seats: 4, players: seated(4, true) }
    const { race } = await racer(summary)
    void race.receive({
      name: 'race:finished',
      payload: { raceId: race.raceId, results, seed: 's', reason: 'all-finished' },
    })
    await waitFor(() => screen.getByTestId('results'))
    const place = (seat: number) => screen.getByTestId(`result-${seat}-place`).textContent
    expect([place(2), place(1), place(0), place(3)]).toEqual(['1', '2', '3', '4'])
    const rows = [...screen.getByTestId('results').querySelectorAll('tbody tr')]
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual([
      'result-2',
      'result-1',
      'result-0',
      'result-3',
    ])
  })
})
