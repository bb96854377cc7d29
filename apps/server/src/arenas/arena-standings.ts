// The arena's standings from what is stored and what is under way (docs/arena.md): every round
// scored by the engine's duplicate matchpoints over all entrants of that round. An entrant
// counts in a round from their first round on (a late joiner is not among the rounds missed);
// an entrant of a round with no result (their group's race ended with nobody moving) is there
// with no cards. Pure.
import { arenaStandings, type RoundResult } from '@patience-race/engine'
import type { ArenaStanding } from '@patience-race/protocol'
import type { ArenaResultRow, EntrantRow } from './arena-rows.js'

/** A seat's progress in a round under way, for the live standings. */
export interface LiveSeat {
  playerId: string
  foundation: number
  foundationAt?: number
}

export function standingsOf(
  entrants: readonly EntrantRow[],
  results: readonly ArenaResultRow[],
  roundsPlayed: number,
  live: readonly LiveSeat[] = [],
): ArenaStanding[] {
  const rounds: RoundResult[][] = []
  for (let round = 1; round <= roundsPlayed; round++) {
    const stored = new Map(
      results.filter((r) => r.round === round).map((r) => [r.playerId, r] as const),
    )
    const current = new Map(live.map((s) => [s.playerId, s] as const))
    rounds.push(
      entrants
        .filter((e) => e.firstRound <= round)
        .map((e): RoundResult => {
          const r = stored.get(e.playerId)
          if (r)
            return {
              entrant: e.playerId,
              foundation: r.foundation,
              ...(r.foundationAt !== null ? { foundationAt: r.foundationAt } : {}),
              ...(r.abandoned ? { forfeit: true } : {}),
            }
          const now = round === roundsPlayed ? current.get(e.playerId) : undefined
          return {
            entrant: e.playerId,
            foundation: now?.foundation ?? 0,
            ...(now?.foundationAt !== undefined ? { foundationAt: now.foundationAt } : {}),
          }
        }),
    )
  }
  const names = new Map(entrants.map((e) => [e.playerId, e.name] as const))
  return arenaStandings(
    entrants.map((e) => e.playerId),
    rounds,
  ).map((s) => ({
    playerId: s.entrant,
    name: names.get(s.entrant) ?? s.entrant,
    points: s.points,
    cards: s.cards,
    place: s.place,
  }))
}
