// @vitest-environment jsdom
// The outcome in words (rules §5): the results page and the player page tell the same story,
// both from the outcome the server decided once and stored with the results.
import { cleanup, render, screen, waitFor } from '@testing-library/svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlayerStats, RaceResult } from '@patience-race/protocol'
import Results from './components/Results.svelte'
import Player from '../routes/Player.svelte'
import { serveRest } from './net/fake-rest.js'
import { joinedRace, seatZero } from '../fixtures/joined-race.js'
import { outcomeHeadline, outcomeReason } from './outcome.js'
import { fixtureSummary, sirTommy } from '../fixtures/views.js'
import { raceOutcome } from '@patience-race/engine'

/** The results as the server sends them: with the places and outcome it decided at the finish. */
function decided(results: RaceResult[]): RaceResult[] {
  // As the server does: a seat that left (abandoned) forfeits.
  const { places, reason } = raceOutcome(
    results.map((r) => ({ ...r, forfeit: r.status === 'abandoned' })),
  )
  return results.map((r, i) => ({ ...r, place: places[i]!, outcome: reason }))
}

const result = (
  seat: number,
  name: string,
  foundation: number,
  foundationAt?: number,
): RaceResult => ({
  seat,
  player: { id: `id-${name}`, name },
  foundation,
  total: 52,
  won: false,
  status: 'stuck',
  timeMs: 90_000,
  moves: 30,
  ...(foundationAt === undefined ? {} : { foundationAt }),
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The results page of Ada (seat 0) once race:finished brought `results`. */
async function resultsPage(undecided: RaceResult[]) {
  const results = decided(undecided)
  const summary = fixtureSummary('sir-tommy')
  const { race, transport } = await joinedRace(seatZero(summary, sirTommy.view))
  transport.emit('race:finished', { raceId: summary.raceId, seed: 'seed', results })
  await waitFor(() => expect(race.model.finished).not.toBeNull())
  render(Results, { race })
  return {
    headline: screen.getByTestId('winner').textContent,
    reason: screen.queryByTestId('outcome-reason')?.textContent ?? null,
  }
}

/** The player page of Ada with that race as her one recent race. */
async function playerPage(results: RaceResult[]) {
  const [ada, other] = decided(results) as [RaceResult, RaceResult]
  const outcome = ada.place !== 1 ? 'lost' : other.place === 1 ? 'tie' : 'won'
  const stats: PlayerStats = {
    player: ada.player,
    races: 1,
    wins: 0,
    winRate: 0,
    games: [],
    recent: [
      {
        raceId: 'race-1',
        game: 'sir-tommy',
        foundation: ada.foundation,
        total: 52,
        won: false,
        timeMs: ada.timeMs,
        at: '2026-01-01T00:00:00.000Z',
        ...(ada.foundationAt === undefined ? {} : { foundationAt: ada.foundationAt }),
        outcome,
        opponent: {
          player: other.player,
          foundation: other.foundation,
          ...(other.foundationAt === undefined ? {} : { foundationAt: other.foundationAt }),
        },
      },
    ],
  }
  serveRest(() => ({ body: stats }))
  render(Player, { params: { playerId: ada.player.id }, query: new URLSearchParams() })
  const text = (await screen.findByTestId('recent-outcome')).textContent
  cleanup()
  return text
}

describe('the results page and the player page agree (issue 20)', () => {
  // What Ada's player page says, then the results page's headline and reason.
  const stories = [
    {
      story: 'both 2/52: the one who got there first won, on both pages',
      results: [result(0, 'Ada', 2, 5_000), result(1, 'Easy bot', 2, 3_000)],
      player: 'Lost',
      page: { headline: 'Easy bot won', reason: 'both 2/52 — Easy bot got there first' },
    },
    {
      story: 'both 2/52 at the same moment: a tie on both pages',
      results: [result(0, 'Ada', 2, 4_000), result(1, 'Easy bot', 2, 4_000)],
      player: 'Tie',
      page: { headline: "It's a tie", reason: 'both 2/52 at the same moment' },
    },
    {
      story: 'more cards: a win on both pages',
      results: [result(0, 'Ada', 14, 80_000), result(1, 'Easy bot', 9, 2_000)],
      player: 'Won',
      page: { headline: 'You won!', reason: '14/52 against 9/52' },
    },
  ]
  for (const { story, results, player, page } of stories)
    it(story, async () => {
      expect(await playerPage(results)).toBe(player)
      expect(await resultsPage(results)).toEqual(page)
    })
})

describe('the outcome in words', () => {
  it('applies no rule of its own: it says what the server decided, even against the counts', () => {
    // Stored at the finish: Bo placed first (say a rule of that day); the page says so.
    const results = [
      { ...result(0, 'Ada', 9, 100), place: 2, outcome: 'forfeit' as const },
      { ...result(1, 'Bo', 3, 300), place: 1, outcome: 'forfeit' as const },
    ]
    expect(outcomeHeadline(results, 0)).toBe('Bo won')
    expect(outcomeReason(results, 1)).toBe('Ada left the race')
  })

  it('says nothing of a winner while the results carry no decision (a live race)', () => {
    const results = [result(0, 'Ada', 9, 100), result(1, 'Bo', 3, 300)]
    expect(outcomeHeadline(results, 0)).toBe("It's a tie")
    expect(outcomeReason(results, 0)).toBeNull()
  })

  it('says "you" for the reader and counts the racers level on a count', () => {
    const results = decided([
      result(0, 'Ada', 7, 100),
      result(1, 'Bo', 7, 300),
      result(2, 'Cy', 7, 200),
    ])
    expect(outcomeHeadline(results, 0)).toBe('You won!')
    expect(outcomeReason(results, 0)).toBe('3 racers on 7/52 — you got there first')
    expect(outcomeReason(results, 1)).toBe('3 racers on 7/52 — Ada got there first')
  })

  it('a tie of two in a race of three: the racer who left on the same count is not level', () => {
    const results = decided([
      { ...result(0, 'Ada', 0, 0), status: 'resigned' },
      { ...result(1, 'Pip', 0, 0), status: 'resigned' },
      { ...result(2, 'Grace', 0, 0), status: 'abandoned' },
    ])
    expect(results.map((r) => r.place)).toEqual([1, 1, 3])
    expect(outcomeHeadline(results, 1)).toBe("It's a tie")
    expect(outcomeReason(results, 1)).toBe('both 0/52 at the same moment')
  })

  it('results kept without times: equal counts are a tie, said without a time', () => {
    const results = decided([result(0, 'Ada', 5), result(1, 'Bo', 5)])
    expect(outcomeHeadline(results, 1)).toBe("It's a tie")
    expect(outcomeReason(results, 1)).toBe('both 5/52')
  })
})
