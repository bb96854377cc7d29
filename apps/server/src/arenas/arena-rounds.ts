// An arena's rounds as this node takes them (docs/arena.md): the round clock's ports. Starting a
// round (one node: a conditional write) draws its groups, each assigned to a live node, keeps
// them (round-plans.ts) and tells the other nodes; each node deals its share (arena-dealer.ts),
// every race going live at the same moment. Closing a round and finishing the arena are
// conditional writes, so whichever node gets there first does it once. Also what each entrant
// plays now (for `arena:round` on reconnect, NOT_WHILE_RACING), kept fresh at each step and when
// another node dealt its share.
import { isBeforeStart, isOver } from '../races/lifecycle/race-lifecycle.js'
import { formatOf } from '../races/formats/formats.js'
import type { Race } from '../races/core/race.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { ArenaDealer } from './arena-dealer.js'
import { DealtNotes } from './dealt-notes.js'
import { storeFinalPlaces } from './arena-record.js'
import type { ArenaEmitter } from './arena-emitter.js'
import type { ArenaStore } from './arena-store.js'
import type { ArenaRaceRow } from './arena-rows.js'
import type { RoundPlans } from './round-plans.js'
import type { ArenaTimes, RoundClockPorts } from './round-clock.js'
import { isArenaFinished } from './arena-status.js'

/** Between the nodes of a cluster: a round was claimed (deal your share), or a share dealt. */
export interface RoundNote {
  arenaId: string
  round: number
  step: 'claimed' | 'dealt'
}

export interface ArenaRoundsDeps {
  store: ArenaStore
  plans: RoundPlans
  registry: RaceRegistry
  clock: Clock
  scheduler: Scheduler
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
  /** Cluster mode: tells the other nodes of a round's step. */
  tellOthers?(note: RoundNote): void
  /** Cluster mode: the nodes each player has a socket on (groups are dealt where they are). */
  whereConnected?(playerIds: string[]): Promise<ReadonlyMap<string, readonly string[]>>
  onError(error: unknown): void
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
  private readonly dealer: ArenaDealer
  private readonly notes: DealtNotes | null

  constructor(private readonly deps: ArenaRoundsDeps) {
    const tell = deps.tellOthers
    this.notes = tell
      ? new DealtNotes(deps.scheduler, (arenaId, round) => tell({ arenaId, round, step: 'dealt' }))
      : null
    this.dealer = new ArenaDealer({
      ...deps,
      dealt: (arenaId, round, endsAt, races) => this.dealt(arenaId, round, endsAt, races),
    })
  }

  /** Another node claimed a round (this node deals its share) or dealt its share. */
  heard(note: RoundNote): Promise<void> {
    return note.step === 'claimed'
      ? this.dealer.deal(note.arenaId, note.round)
      : this.times(note.arenaId).then(() => undefined)
  }

  /** A race of the round that never went live was claimed here: started now. */
  claimedBeforeLive(arenaId: string, round: number): Promise<void> {
    return this.dealer.deal(arenaId, round)
  }

  stop(): void {
    this.dealer.stop()
    this.notes?.stop()
  }

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
      // Races never leave a round: those this node dealt since the read began are kept.
      const before = this.current.get(arenaId)
      const kept = before?.round === row.round ? before.races : []
      const seen = new Set(races.map((r) => r.raceId))
      const all = [...races, ...kept.filter((r) => !seen.has(r.raceId))]
      this.current.set(arenaId, currentRound(row.round, current.endsAt, ended, all))
      // The round's periodic look: a group nobody dealt by the deadline is dealt now, and a
      // race held here that nobody started (claimed, or rebuilt at a restart) is started.
      const overdue = this.deps.clock.now() >= ArenaDealer.dueAt(current.startsAt)
      if (!ended && (overdue || all.some((r) => this.heldUnstarted(r))))
        void this.dealer.deal(arenaId, row.round).catch(this.deps.onError)
      // A round closed by a node that stopped before calling off its races that never went live.
      if (ended && all.some((r) => isBeforeStart(r.status)))
        void this.callOff(arenaId, row.round, true).catch(this.deps.onError)
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
    const groups = await this.dealer.draw(arenaId, round)
    this.deps.tellOthers?.({ arenaId, round, step: 'claimed' })
    // Not awaited: a group whose writes are being retried (a busy store) must not hold the round
    // clock, which closes this round at its deadline whatever its deal is doing.
    void this.dealer.deal(arenaId, round).catch(this.deps.onError)
    this.deps.standingsChanged(arenaId)
    // Nobody to play: the round is over as soon as it began.
    if (groups.length === 0) await this.endRound(arenaId, round)
  }

  /** Races this node dealt: known here before their entrants are told; the others hear. */
  private dealt(arenaId: string, round: number, endsAt: Date, races: Race[]): void {
    const before = this.current.get(arenaId)
    const kept = before?.round === round ? before.races : []
    this.current.set(arenaId, currentRound(round, endsAt, false, [...kept, ...races.map(raceRow)]))
    this.notes?.dealt(arenaId, round)
    this.deps.standingsChanged(arenaId)
  }

  private async endRound(arenaId: string, round: number): Promise<void> {
    const closed = await this.deps.store.endRound(arenaId, round, new Date(this.deps.clock.now()))
    // Not awaited: a call-off retried against a busy store must not hold the round clock.
    void this.callOff(arenaId, round, closed).catch(this.deps.onError)
    if (closed) this.deps.standingsChanged(arenaId)
  }

  /**
   * A closed round's races that never went live are called off, so none goes live after its
   * round and no waiting race outlives it: each node aborts those it holds (the race's own
   * write), then the node that closed the round (`closer`) aborts the rest in one conditional
   * write that fences whoever still holds them.
   */
  private async callOff(arenaId: string, round: number, closer: boolean): Promise<void> {
    const { store, registry, clock } = this.deps
    const races = (await store.races(arenaId)).filter((r) => r.round === round)
    const held = races.flatMap((r) => {
      const race = registry.running(r.raceId)
      return race && isBeforeStart(race) ? [race] : []
    })
    await Promise.all(
      held.map((race) =>
        race.closeRound().catch((error: unknown) => {
          if (!race.isLost) this.deps.onError(error)
        }),
      ),
    )
    if (closer && (await store.callOffRound(arenaId, round, new Date(clock.now()))) > 0)
      this.deps.standingsChanged(arenaId)
  }

  /** A race of the round held here and still waiting: the dealer starts it. */
  /** A race of the round held here that nobody started here (claimed, or rebuilt at boot). */
  private heldUnstarted(row: ArenaRaceRow): boolean {
    if (!isBeforeStart(row.status)) return false
    return this.deps.registry.running(row.raceId)?.awaitsStart ?? false
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

  /** An arena race ended here: whether every race of its round is over now (and dealt). */
  async roundOver(race: Race): Promise<boolean> {
    const { arenaId, arenaRound } = race.record
    if (!arenaId || !arenaRound || !formatOf(race.record).startsAtOnce) return false
    const [all, groups] = await Promise.all([
      this.deps.store.races(arenaId),
      this.deps.plans.get(arenaId, arenaRound),
    ])
    const races = all.filter((r) => r.round === arenaRound)
    // A group not dealt yet (its node slow or missing) still has its round to play.
    const stored = new Set(races.map((r) => r.raceId))
    if (groups?.some((g) => !stored.has(g.raceId))) return false
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
