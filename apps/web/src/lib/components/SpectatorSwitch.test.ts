// @vitest-environment jsdom
// A phone spectator picks whose board to read (one at a time, full width): the switch names each
// racer with their cards up and stars the leader. Which board shows is CSS (phones only); here,
// which racer is picked and which board is marked as the one shown.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/svelte'
import { afterEach, describe, expect, it } from 'vitest'
import type { RacePlayer } from '@patience-race/protocol'
import RaceView from './RaceView.svelte'
import { joinedRace } from '../../fixtures/joined-race.js'
import { fixtureSummary, sirTommy } from '../../fixtures/views.js'
import { leaderSeat } from '../leader.js'

afterEach(cleanup)

const NAMES = ['Ada', 'Grace', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']

function racers(foundations: number[]): RacePlayer[] {
  return foundations.map((foundation, seat) => ({
    seat,
    player: { id: `p${seat}`, name: NAMES[seat]! },
    ready: true,
    status: 'playing',
    progress: { foundation, total: 52, moves: foundation * 2, status: 'playing' },
    online: true,
  }))
}

async function watch(foundations: number[]) {
  const players = racers(foundations)
  const views = Object.fromEntries(players.map((p) => [String(p.seat), sirTommy.view]))
  const summary = { ...fixtureSummary('sir-tommy'), seats: players.length, players }
  const { race, transport } = await joinedRace({
    ok: true,
    role: 'spectator',
    race: summary,
    views,
  })
  render(RaceView, { race })
  return { race, transport }
}

const pressed = (seat: number) =>
  screen.getByTestId(`show-board-${seat}`).getAttribute('aria-pressed')
/** The seat whose board is the one a phone shows. */
const shownBoard = () =>
  document
    .querySelector('section.seat.shown [data-testid^="spectator-board-"]')
    ?.getAttribute('data-testid')

describe('a phone spectator’s switch between the boards', () => {
  it('names both racers with their cards up; the first board shows until the other is picked', async () => {
    await watch([4, 9])
    const racer = screen.getByTestId('show-board-1')
    expect(within(racer).getByText('Grace')).toBeTruthy()
    expect(screen.getByTestId('show-board-1-foundation').textContent).toBe('9')
    expect(screen.getByRole('button', { name: 'Grace, 9 of 52 up, leads' })).toBe(racer)
    expect(screen.getByRole('button', { name: 'Ada, 4 of 52 up' })).toBeTruthy()
    expect(pressed(0)).toBe('true')
    expect(pressed(1)).toBe('false')
    expect(shownBoard()).toBe('spectator-board-0')

    await fireEvent.click(racer)
    expect(pressed(1)).toBe('true')
    expect(pressed(0)).toBe('false')
    expect(shownBoard()).toBe('spectator-board-1')
    expect(document.querySelectorAll('section.seat.shown')).toHaveLength(1)
  })

  it('stars the racer with the most cards up, and moves the star when another overtakes', async () => {
    const { transport } = await watch([4, 9])
    expect(screen.getByTestId('show-board-1-leads')).toBeTruthy()
    expect(screen.queryByTestId('show-board-0-leads')).toBeNull()

    transport.emit('race:progress', {
      raceId: 'preview-sir-tommy',
      seat: 0,
      progress: { foundation: 12, total: 52, moves: 30, status: 'playing' },
      status: 'playing',
      at: 30_000,
      view: { ...sirTommy.view, foundation: 12 },
    })
    await screen.findByTestId('show-board-0-leads')
    expect(screen.queryByTestId('show-board-1-leads')).toBeNull()
    expect(screen.getByTestId('show-board-0-foundation').textContent).toBe('12')
  })

  it('says which racer is away, has left or has finished, as the opponents’ strip does', async () => {
    const players = racers([4, 9, 2, 52])
    players[0] = { ...players[0]!, online: false }
    players[2] = { ...players[2]!, status: 'abandoned' }
    players[3] = { ...players[3]!, status: 'won' }
    const views = Object.fromEntries(players.map((p) => [String(p.seat), sirTommy.view]))
    const summary = { ...fixtureSummary('sir-tommy'), seats: 4, players }
    const { race } = await joinedRace({ ok: true, role: 'spectator', race: summary, views })
    render(RaceView, { race })
    expect(screen.getByTestId('show-board-0-note').textContent).toBe('away')
    expect(screen.queryByTestId('show-board-1-note')).toBeNull()
    expect(screen.getByTestId('show-board-2-note').textContent).toBe('left')
    expect(screen.getByRole('button', { name: 'Di, 52 (of 52 up), cleared, leads' })).toBeTruthy()
  })

  it('in a race of 8, lists every racer and shows any one of their boards', async () => {
    await watch([3, 1, 0, 5, 2, 2, 4, 0])
    expect(screen.getByTestId('spectator-switch').querySelectorAll('button')).toHaveLength(8)
    expect(screen.getByTestId('show-board-3-leads')).toBeTruthy()
    await fireEvent.click(screen.getByTestId('show-board-6'))
    expect(shownBoard()).toBe('spectator-board-6')
    expect(pressed(6)).toBe('true')
  })
})

describe('who leads', () => {
  it('is the one racer with the most cards up: nobody while tied at the top or with none up', () => {
    expect(leaderSeat(racers([4, 9]))).toBe(1)
    expect(leaderSeat(racers([9, 9, 2]))).toBeNull()
    expect(leaderSeat(racers([0, 0]))).toBeNull()
    expect(leaderSeat(racers([2, 7, 7, 8]))).toBe(3)
    expect(leaderSeat([])).toBeNull()
  })
})
