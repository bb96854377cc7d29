// An arena as the wire shows it to one viewer (docs/arena.md): the seeds only once it is over,
// the viewer's own race of the round under way, the leader's race to watch; and what joining or
// leaving changed, for that reply. Pure.
import type { Arena, ArenaEntry, ArenaRound, ArenaStanding, Par } from '@patience-race/protocol'
import { isAborted, isFinished } from '../races/lifecycle/race-lifecycle.js'
import type { CurrentRound } from './arena-rounds.js'
import type { ArenaRaceRow, ArenaResultRow, ArenaRow } from './arena-rows.js'
import { isArenaFinished } from './arena-status.js'

export interface ViewFacts {
  row: ArenaRow
  standings: ArenaStanding[]
  races: readonly ArenaRaceRow[]
  results: readonly ArenaResultRow[]
  current: CurrentRound | undefined
  viewerId: string | null
  joined: boolean
  /** Once finished: each round's par, when known. */
  pars?: readonly (Par | null)[]
}

export function arenaView(f: ViewFacts): Arena {
  const { row, current } = f
  const finished = isArenaFinished(row)
  const under = current && current.round === row.round && !current.ended ? current : undefined
  const leader = f.standings[0]?.playerId
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    variant: row.variant,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    rounds: row.rounds,
    roundSec: row.roundSec,
    round: row.round,
    entrants: row.entrants,
    seedHashes: row.seedHashes,
    ...(finished ? { seeds: row.seeds } : {}),
    standings: withRaces(f.standings, f.races, row.round),
    createdBy: row.createdBy,
    private: row.private,
    roundList: row.roundRows.map((r): ArenaRound => {
      const cards = f.results.filter((x) => x.round === r.round).map((x) => x.foundation)
      const par = f.pars?.[r.round - 1]
      const over = r.endedAt !== null || finished
      return {
        round: r.round,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        // An aborted group's race has no replay to link.
        raceIds: f.races.filter((x) => x.round === r.round && !isAborted(x)).map((x) => x.raceId),
        // A round over with no card moved by anyone: its best is 0, not unknown.
        best: cards.length > 0 ? Math.max(...cards) : over ? 0 : null,
        ...(par ? { par } : {}),
        over,
      }
    }),
    joined: f.joined,
    raceId: (under && f.viewerId && under.raceOf.get(f.viewerId)) || null,
    leaderRaceId: (under && leader && under.raceOf.get(leader)) || null,
  }
}

/**
 * Each standing with the player's race of each round so far (index round − 1), for its replay:
 * null for a round without one, or whose race has no replay (aborted: nobody moved; still under
 * way). One pass over the races, not one per standing (an arena has up to thousands of both).
 */
export function withRaces(
  standings: readonly ArenaStanding[],
  races: readonly ArenaRaceRow[],
  rounds: number,
): ArenaStanding[] {
  const raceOf = new Map<string, string>()
  for (const r of races)
    if (isFinished(r))
      for (const playerId of r.playerIds) raceOf.set(`${r.round} ${playerId}`, r.raceId)
  return standings.map((s) => ({
    ...s,
    raceIds: Array.from({ length: rounds }, (_, i) => raceOf.get(`${i + 1} ${s.playerId}`) ?? null),
  }))
}

/** The reply to joining or leaving: no standings (they come by `arena:standings` or GET). */
export function arenaEntry(row: ArenaRow, joined: boolean): ArenaEntry {
  return { id: row.id, entrants: row.entrants, joined }
}
