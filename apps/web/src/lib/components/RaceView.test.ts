// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlayerViewWire } from '@patience-race/protocol'
import RaceView from './RaceView.svelte'
import { joinedRace, seatZero } from '../../fixtures/joined-race.js'
import { fixtureSummary, saratoga } from '../../fixtures/views.js'

afterEach(cleanup)

/** A racer in seat 0 of this race, joined. */
function seatedRacer(summary: ReturnType<typeof fixtureSummary>) {
  return joinedRace(seatZero(summary, saratoga.view))
}

async function spectate(extra: Record<string, unknown>, views?: Record<string, PlayerViewWire>) {
  const summary = { ...fixtureSummary('saratoga'), ...extra }
  const { race } = await joinedRace({
    ok: true,
    role: 'spectator',
    race: summary,
    views: views ?? { '0': saratoga.view, '1': saratoga.view },
  })
  render(RaceView, { race })
  return race
}

describe('the race page says what kind of race it is', () => {
  it('ranked, with spectators held back 15 s', async () => {
    await spectate({ kind: 'ranked', spectatorsAllowed: true, spectatorDelaySec: 15 })
    expect(screen.getByTestId('race-kind').textContent).toBe('Ranked')
    expect(screen.getByTestId('spectator-delay-note').textContent).toContain(
      'Spectators see it 15 s late',
    )
  })

  it('a friend race is marked unranked', async () => {
    await spectate({ kind: 'friend', spectatorsAllowed: true, spectatorDelaySec: 0 })
    expect(screen.getByTestId('race-kind').textContent).toBe('Friend race · unranked')
    expect(screen.getByTestId('race-kind').dataset.kind).toBe('friend')
    expect(screen.queryByTestId('spectator-delay-note')).toBeNull()
  })

  it('where the leader is ahead, the spectator sees masked cards, not card backs', async () => {
    const masked: PlayerViewWire = {
      ...saratoga.view,
      piles: { ...saratoga.view.piles, 'tableau-7': ['4H', 'QH', '2D'] },
      hidden: { ...saratoga.view.hidden, 'tableau-7': 5 },
    }
    await spectate(
      { kind: 'ranked', spectatorsAllowed: true, spectatorDelaySec: 0 },
      {
        '0': masked,
        '1': saratoga.view,
      },
    )
    const board = screen.getByTestId('spectator-board-0')
    const pile = board.querySelector('[data-pile="tableau-7"]')!
    expect(pile.querySelectorAll('[data-card]').length).toBe(3)
    expect(pile.querySelectorAll('[data-testid="card-masked"]').length).toBe(5)
  })
})

describe('rematch offers and presence on the race page (issue 12.3, 12.6)', () => {
  async function racer(status: 'live' | 'finished', players = fixtureSummary('saratoga').players) {
    const { race, transport } = await seatedRacer({
      ...fixtureSummary('saratoga', status),
      players,
    })
    transport.rematchReply = () => ({ ok: true, offered: true })
    render(RaceView, { race })
    return { race, transport }
  }

  it("the opponent's offer shows Accept and Decline; Decline asks the server", async () => {
    const { race, transport } = await racer('finished')
    await fireEvent.click(screen.getByTestId('rematch-button'))
    await waitFor(() => expect(screen.getByTestId('rematch-sent').textContent).toContain('Grace'))
    transport.emit('race:rematch-declined', { raceId: race.raceId, seat: 1 })
    await waitFor(() =>
      expect(screen.getByTestId('rematch-declined').textContent).toBe(
        'Grace declined the rematch.',
      ),
    )
    transport.emit('race:rematch-offer', { raceId: race.raceId, seat: 1 })
    await waitFor(() =>
      expect(screen.getByTestId('rematch-offer').textContent).toBe('Grace offers a rematch'),
    )
    expect(screen.queryByTestId('rematch-declined')).toBeNull()
    expect(screen.getByTestId('rematch-accept')).toBeTruthy()
    await fireEvent.click(screen.getByTestId('rematch-decline'))
    await waitFor(() => expect(transport.declines).toBe(1))
  })

  it('a spectator gets a link to follow the rematch and stays', async () => {
    const race = await spectate({ status: 'finished' })
    void race.receive({ name: 'race:rematch-offer', payload: { raceId: race.raceId, seat: 0 } })
    await waitFor(() =>
      expect(screen.getByTestId('rematch-offer').textContent).toBe('Ada offers a rematch.'),
    )
    void race.receive({ name: 'race:rematch', payload: { raceId: race.raceId, rematchId: 'r2' } })
    await waitFor(() =>
      expect(screen.getByTestId('rematch-watch').getAttribute('href')).toBe('/r/r2?watch'),
    )
  })

  it('shows the opponent online, or disconnected for m:ss', async () => {
    const since = new Date(Date.now() - 19_500).toISOString()
    const players = fixtureSummary('saratoga').players.map((p) =>
      p.seat === 1 ? { ...p, online: false, offlineSince: since } : { ...p, online: true },
    )
    await racer('live', players)
    expect(screen.getByTestId('opponent-progress-presence').textContent).toMatch(
      /^disconnected 0:(19|20)$/,
    )
    // My own bar does not say I am here.
    expect(screen.queryByTestId('my-progress-presence')).toBeNull()
  })

  it('a spectator sees both racers’ presence', async () => {
    const players = fixtureSummary('saratoga').players.map((p) => ({
      ...p,
      online: true,
      offlineSince: null,
    }))
    await spectate({ players })
    expect(screen.getByTestId('progress-0-presence').textContent).toBe('online')
    expect(screen.getByTestId('progress-1-presence').textContent).toBe('online')
  })
})

describe('a ranked pairing called off before the start', () => {
  it('tells the racer no rating changed and offers another opponent', async () => {
    const summary = {
      ...fixtureSummary('saratoga', 'aborted'),
      kind: 'ranked' as const,
      startedAt: null,
    }
    const { race } = await joinedRace(seatZero(summary))
    render(RaceView, { race })
    expect(screen.getByTestId('ranked-called-off').textContent).toContain('no rating changes')
    expect(screen.getByTestId('find-another').getAttribute('href')).toBe(
      '/?queue=saratoga&variant=standard',
    )
  })
})

describe('a race that ends while a racer watches its board (issue 24)', () => {
  it('keeps what is above the board and brings the results in under it', async () => {
    const players = fixtureSummary('saratoga').players.map((p) =>
      p.seat === 0 ? { ...p, status: 'resigned' as const } : p,
    )
    const { race } = await seatedRacer({ ...fixtureSummary('saratoga'), players })
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    try {
      render(RaceView, { race })
      const shown = () =>
        screen.getByTestId('my-status').querySelector('span:not(.unseen)')?.textContent
      expect(shown()).toBe('You resigned. Waiting for the race to end.')
      const me = race.model.me!.progress
      expect(screen.getByTestId('my-result').querySelector('span:not(.unseen)')?.textContent).toBe(
        `Your result: ${me.foundation} of ${me.total} cards up in ${me.moves} moves. The others' results come as they finish.`,
      )
      expect(screen.getByTestId('race-clock')).toBeTruthy()

      void race.receive({
        name: 'race:finished',
        payload: {
          raceId: race.raceId,
          results: players.map((p) => ({
            seat: p.seat,
            player: p.player,
            foundation: p.progress.foundation,
            total: p.progress.total,
            won: false,
            status: 'resigned' as const,
            timeMs: 90_000,
            moves: p.progress.moves,
          })),
        },
      })
      await waitFor(() => expect(screen.getByTestId('results')).toBeTruthy())
      const board = screen.getByTestId('my-board')
      const after = board.compareDocumentPosition(screen.getByTestId('results'))
      expect(after & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(shown()).toBe('You resigned.')
      expect(screen.getByTestId('race-clock')).toBeTruthy()
      expect(screen.getByTestId('to-results')).toBeTruthy()
      expect(scrolled).toHaveBeenCalledOnce()
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })
})

describe('how the racers stopped, as the racer sees it', () => {
  it('the opponent resigning is said in words, and the race goes on for me', async () => {
    const players = fixtureSummary('saratoga').players.map((p) =>
      p.seat === 1 ? { ...p, status: 'resigned' as const } : p,
    )
    const { race } = await seatedRacer({ ...fixtureSummary('saratoga'), players })
    render(RaceView, { race })
    const notice = screen.getByTestId('opponent-ended-1').textContent
    expect(notice).toContain('Grace resigned with 9/')
    expect(notice).toContain('The race goes on')
  })

  it("time ran out on both: bars and results say time's up for both, none says playing", async () => {
    const summary = fixtureSummary('saratoga')
    const { race } = await seatedRacer(summary)
    render(RaceView, { race })
    expect(screen.getByTestId('time-left').textContent).toMatch(/^\d+:\d\d left$/)
    void race.receive({
      name: 'race:finished',
      payload: {
        raceId: race.raceId,
        reason: 'time-up',
        results: summary.players.map((p) => ({
          seat: p.seat,
          player: p.player,
          foundation: p.progress.foundation,
          total: p.progress.total,
          won: false,
          status: 'playing' as const,
          timeMs: 600_000,
          moves: p.progress.moves,
          place: p.seat + 1,
          outcome: 'more-cards' as const,
        })),
      },
    })
    await waitFor(() => expect(screen.getByTestId('results')).toBeTruthy())
    // The header keeps the stopped clock but no longer counts time left.
    expect(screen.getByTestId('race-clock')).toBeTruthy()
    expect(screen.queryByTestId('time-left')).toBeNull()
    expect(screen.getByTestId('my-progress-status').textContent).toBe("time's up")
    expect(screen.getByTestId('opponent-progress-status').textContent).toBe("time's up")
    expect(screen.getByTestId('result-0-status').textContent).toBe("time's up")
    expect(screen.getByTestId('result-1-status').textContent).toBe("time's up")
  })
})
