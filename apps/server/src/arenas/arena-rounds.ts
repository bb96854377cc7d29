// An arena's rounds as this node takes them (docs/arena.md): the round clock's ports. Starting a
// round deals one race of kind 'arena' per group on the round's seed, every seat pre-assigned,
// and starts every group at the same moment; closing it and finishing the arena are conditional
// writes, so whichever node gets there first does it once. Also what each entrant plays now
// (for `arena:round` on reconnect, NOT_WHILE_RACING), kept fresh at each step.
import { isOver } from '../races/lifecycle/race-lifecycle.js'
import { arena as arenaFormat } from '../races/formats/arena.js'
import { formatOf } from '../races/formats/formats.js'
import type { Race } from '../races/core/race.js'
import type { Clock } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { groupsOf } from './arena-groups.js'
import { storeFinalPlaces } from './arena-record.js'
import type { ArenaEmitter } from './arena-emitter.js'
import type { ArenaStore } from './arena-store.js'
import type { ArenaRaceRow, ArenaRow } from './arena-rows.js'
import type { ArenaTimes, RoundClockPorts } from './round-clock.js'
import { isArenaFinished } from './arena-status.js'

export interface ArenaRoundsDeps {
  store: ArenaStore
  registry: RaceRegistry
  clock: Clock
  emit: ArenaEmitter
  countdownMs: number
  /** Spectators of an arena race see it this late (the leader's race is watched). */
  spectatorDelaySec: number
  /** The round's standings changed (a race ended, a round closed): push them (throttled). */
  standingsChanged(arenaId: string): void
  /** The clock read the arena from the store again (a step, or its periodic look). */
  readAgain(arenaId: string): void
  /** The arena is over: its final standings and seeds go out. */
  finished(arenaId: string): Promise<void>
}

/** The round under way and who plays which race in it. */
export interface CurrentRound {
  round: number
  endsAt: Date
  ended: boolean
  raceOf: Map<string, string>
  races: ArenaRaceRow[]
}

export class ArenaRounds {
  /** By arena: its current round as last read. */
  readonly current = new Map<string, CurrentRound>()

  constructor(private readonly deps: ArenaRoundsDeps) {}

  ports(arenaId: string): RoundClockPorts {
    return {
      startRound: (round) => this.startRound(arenaId, round),
      endRound: (round) => this.endRound(arenaId, round),
      finish: () => this.finish(arenaId),
      times: () => this.times(arenaId),
    }
  }

  private async times(arenaId: string): Promise<ArenaTimes | null> {
    const row = await this.deps.store.get(arenaId)
    this.deps.readAgain(arenaId)
    if (!row) return null
    const current = row.roundRows.find((r) => r.round === row.round)
    if (current) {
      const races = (await this.deps.store.races(arenaId)).filter((r) => r.round === row.round)
      const ended = current.endedAt !== null || isArenaFinished(row)
      this.current.set(arenaId, currentRound(row.round, current.endsAt, ended, races))
    }
    return {
      startsAt: row.startsAt.getTime(),
      rounds: row.rounds,
      round: row.round,
      roundEndsAt: current ? current.endsAt.getTime() : null,
      roundEnded: current ? current.endedAt !== null : false,
      finished: isArenaFinished(row),
    }
  }

  private async startRound(arenaId: string, round: number): Promise<void> {
    const { store, clock } = this.deps
    const arena = await store.get(arenaId)
    if (!arena) return
    const now = clock.now()
    const endsAt = new Date(now + this.deps.countdownMs + arena.roundSec * 1000)
    if (!(await store.claimRound(arenaId, round, new Date(now), endsAt))) return
    const players = (await store.entrants(arenaId)).filter((e) => e.firstRound <= round)
    const races = await Promise.all(
      groupsOf(players).map((group) => this.deal(arena, round, group)),
    )
    // Every group into its countdown, all to go live at one moment (however long dealing and
    // storing them took: at once if longer than the countdown), then every entrant told where
    // to play.
    const goLiveAt = now + this.deps.countdownMs
    await Promise.all(races.map((race) => race.startAtOnce(goLiveAt)))
    // Known here before anyone is told (a page asking right after `arena:round` sees the round).
    this.current.set(arenaId, currentRound(round, endsAt, false, races.map(raceRow)))
    for (const race of races)
      for (const seat of race.seats.values())
        this.deps.emit([seat.player.id], 'arena:round', {
          arenaId,
          round,
          raceId: race.id,
          endsAt: endsAt.toISOString(),
        })
    this.deps.standingsChanged(arenaId)
    // Nobody to play: the round is over as soon as it began.
    if (races.length === 0) await this.endRound(arenaId, round)
  }

  private async deal(
    arena: ArenaRow,
    round: number,
    group: { playerId: string; name: string }[],
  ): Promise<Race> {
    const created = await this.deps.registry.create({
      game: arena.game,
      variant: arena.variant,
      kind: arenaFormat.kind,
      serverSeed: arena.seeds[round - 1]!,
      seedKnown: false,
      timeLimitSec: arena.roundSec,
      players: group.map((e) => ({ id: e.playerId, name: e.name })),
      seats: group.length,
      spectatorDelaySec: this.deps.spectatorDelaySec,
      arena: { id: arena.id, round },
    })
    if (!created.ok) throw new Error(`arena ${arena.id} round ${round}: ${created.message}`)
    return created.race
  }

  private async endRound(arenaId: string, round: number): Promise<void> {
    if (await this.deps.store.endRound(arenaId, round, new Date(this.deps.clock.now())))
      this.deps.standingsChanged(arenaId)
  }

  private async finish(arenaId: string): Promise<void> {
    const { store } = this.deps
    if (!(await store.finish(arenaId, new Date(this.deps.clock.now())))) return
    await this.finalPlaces(arenaId)
    await this.deps.finished(arenaId)
  }

  /** A finished arena's final places stored (again, if a race's results came in after). */
  async finalPlaces(arenaId: string): Promise<void> {
    const row = await this.deps.store.get(arenaId)
    if (row && isArenaFinished(row)) await storeFinalPlaces(this.deps.store, arenaId, row.rounds)
  }

  /** An arena race ended here: whether every race of its round is over now. */
  async roundOver(race: Race): Promise<boolean> {
    const { arenaId, arenaRound } = race.record
    if (!arenaId || !formatOf(race.record).startsAtOnce) return false
    const races = (await this.deps.store.races(arenaId)).filter((r) => r.round === arenaRound)
    return races.every((r) => r.raceId === race.id || isOver(r.status))
  }
}

/** A race this node just dealt, as the store lists it. */
function raceRow(race: Race): ArenaRaceRow {
  return {
    raceId: race.id,
    round: race.record.arenaRound ?? 0,
    status: race.status,
    playerIds: [...race.seats.values()].map((seat) => seat.player.id),
  }
}

function currentRound(
  round: number,
  endsAt: Date,
  ended: boolean,
  races: ArenaRaceRow[],
): CurrentRound {
  const raceOf = new Map(races.flatMap((r) => r.playerIds.map((p) => [p, r.raceId] as const)))
  return { round, endsAt, ended, raceOf, races }
}
