// A round's best on the arena's page: the top card count once anyone has one, 0 for a round
// over where nobody moved a card, unknown (null) for a round under way with no result yet. Each
// entrant's replay links: only their finished races, none for an aborted one or one under way.
import { describe, expect, it } from 'vitest'
import type { ArenaRaceRow, ArenaResultRow, ArenaRow } from './arena-rows.js'
import { arenaView } from './arena-view.js'

const at = (min: number) => new Date(Date.UTC(2026, 11, 5, 12, min))

function row(ended: boolean[]): ArenaRow {
  return {
    id: 'a1',
    name: 'Test arena',
    game: 'sir-tommy',
    variant: 'standard',
    status: 'live',
    startsAt: at(0),
    rounds: 3,
    roundSec: 60,
    round: ended.length,
    seeds: ['s1', 's2', 's3'],
    seedHashes: ['h1', 'h2', 'h3'],
    createdBy: null,
    private: false,
    createdAt: at(0),
    finishedAt: null,
    entrants: 2,
    roundRows: ended.map((e, i) => ({
      round: i + 1,
      startsAt: at(i),
      endsAt: at(i + 1),
      endedAt: e ? at(i + 1) : null,
    })),
  }
}

const result = (round: number, foundation: number): ArenaResultRow => ({
  round,
  raceId: `r${round}`,
  playerId: 'p1',
  foundation,
  foundationAt: null,
  abandoned: false,
})

describe('arena view', () => {
  it('gives each round its best: cards, 0 once over with none moved, null while under way', () => {
    const view = arenaView({
      row: row([true, true, false]),
      standings: [],
      races: [],
      results: [result(1, 7)],
      current: undefined,
      viewerId: null,
      joined: false,
    })
    expect(view.roundList.map((r) => [r.best, r.over])).toEqual([
      [7, true],
      [0, true],
      [null, false],
    ])
  })

  it('links an entrant’s race of a round only once it finished: not aborted, not under way', () => {
    const race = (round: number, raceId: string, status: ArenaRaceRow['status']) => ({
      raceId,
      round,
      status,
      playerIds: ['p1', 'p2'],
    })
    const view = arenaView({
      row: row([true, true, false]),
      standings: [{ playerId: 'p1', name: 'P1', points: 2, cards: 7, place: 1 }],
      races: [race(1, 'r1', 'finished'), race(2, 'r2', 'aborted'), race(3, 'r3', 'live')],
      results: [result(1, 7)],
      current: undefined,
      viewerId: null,
      joined: false,
    })
    expect(view.standings[0]?.raceIds).toEqual(['r1', null, null])
  })
})
