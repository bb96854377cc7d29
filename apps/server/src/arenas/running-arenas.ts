// The arenas running on this node (docs/arena.md, "How a round starts"): each unfinished arena's
// round clock and its rounds (arena-rounds.ts, dealt by arena-dealer.ts), what a race's end and the
// other nodes' notices change, and `arena:standings` pushed at most once a second from the
// standings kept in memory (arena-tallies.ts). The REST answers are arena-service.ts's.
import type { Race } from '../races/core/race.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { ArenaAnnouncer, type ArenaTable } from './arena-announcer.js'
import type { ArenaEmitter, ArenaWatchersEmitter } from './arena-emitter.js'
import { ArenaLiveCards, type LiveCardsNote } from './arena-live-cards.js'
import { ArenaRounds, type CurrentRound, type RoundNote } from './arena-rounds.js'
import type { ArenaStore } from './arena-store.js'
import { ArenaTallies } from './arena-tallies.js'
import type { StandingsLease } from './standings-lease.js'
import type { RoundPlans } from './round-plans.js'
import { RoundClock } from './round-clock.js'
import { standingsNode } from './standings-node.js'
import { StandingsPusher } from './standings-pusher.js'
import type { LiveSeat } from './arena-standings.js'

export interface RunningArenasDeps {
  store: ArenaStore
  /** Where each round's groups are kept: Redis in a cluster, memory in one process. */
  plans: RoundPlans
  /** Which node pushes an arena's standings now: Redis in a cluster, always this one alone. */
  standingsLease: StandingsLease
  registry: RaceRegistry
  clock: Clock
  scheduler: Scheduler
  emit: ArenaEmitter
  /** To the sockets watching an arena (its room), entrants excepted. */
  watchers: ArenaWatchersEmitter
  countdownMs: number
  /** Cluster mode: tells the other nodes that this arena's stored standings changed here. */
  tellOthers?(arenaId: string): void
  /** Cluster mode: tells the other nodes of a round's step (they deal their share of it). */
  tellRound?(note: RoundNote): void
  /** Cluster mode: sends this node's live seats of a round to the other nodes. */
  tellLive?(note: LiveCardsNote): void
  /** Cluster mode: the nodes each player has a socket on (groups are dealt where they are). */
  whereConnected?(playerIds: string[]): Promise<ReadonlyMap<string, readonly string[]>>
  onError(error: unknown): void
}

const SPECTATOR_DELAY_SEC = 15
/** After a round's deadline, the races' own time limits get this long to end them. */
const GRACE_MS = 2000

export class RunningArenas {
  /** By arena: its current round as this node last read it. */
  readonly current: ReadonlyMap<string, CurrentRound>
  /** The live cards of each round under way: this node's races and the others' (cluster). */
  readonly live: ArenaLiveCards
  private readonly rounds: ArenaRounds
  private readonly clocks = new Map<string, RoundClock>()
  private readonly pusher: StandingsPusher
  private readonly announcer: ArenaAnnouncer
  private readonly tallies: ArenaTallies

  constructor(private readonly deps: RunningArenasDeps) {
    this.tallies = new ArenaTallies(deps.store)
    this.live = new ArenaLiveCards(deps.registry, deps.clock)
    this.rounds = new ArenaRounds({
      store: deps.store,
      plans: deps.plans,
      registry: deps.registry,
      clock: deps.clock,
      scheduler: deps.scheduler,
      emit: deps.emit,
      countdownMs: deps.countdownMs,
      spectatorDelaySec: SPECTATOR_DELAY_SEC,
      standingsChanged: (id) => {
        this.tallies.stale(id)
        this.pusher.changed(id)
      },
      readAgain: (id) => this.tallies.stale(id),
      finished: (id) => {
        this.tallies.stale(id)
        return this.announcer.finished(id)
      },
      ...(deps.tellRound ? { tellOthers: deps.tellRound } : {}),
      ...(deps.whereConnected ? { whereConnected: deps.whereConnected } : {}),
      onError: deps.onError,
    })
    this.current = this.rounds.current
    this.announcer = new ArenaAnnouncer({
      emit: deps.emit,
      watchers: deps.watchers,
      table: (id) => this.table(id),
      clock: deps.clock,
      scheduler: deps.scheduler,
    })
    this.pusher = new StandingsPusher(deps.clock, deps.scheduler, (id) => this.pushStandings(id))
  }

  /** The arena's round under way and its live seats (on every node); none between rounds. */
  liveSeats(arenaId: string, round?: number): LiveSeat[] {
    const current = this.current.get(arenaId)
    if (!current || current.ended || (round !== undefined && current.round !== round)) return []
    return this.live.all(arenaId, current.round, raceIds(current))
  }

  /** An arena made or changed here: its round clock (kept until the arena is finished). */
  async keep(id: string): Promise<void> {
    let clock = this.clocks.get(id)
    if (!clock) {
      clock = new RoundClock(this.rounds.ports(id), {
        clock: this.deps.clock,
        scheduler: this.deps.scheduler,
        graceMs: GRACE_MS,
        onError: this.deps.onError,
      })
      this.clocks.set(id, clock)
    }
    await clock.sync()
    if (clock.finished) {
      clock.stop()
      this.clocks.delete(id)
      this.live.forget(id)
    }
  }

  /** Boot, and every node's periodic look: a round clock for every unfinished arena. */
  async syncAll(): Promise<void> {
    const rows = await this.deps.store.unfinished()
    this.tallies.keepOnly(rows.map((row) => row.id))
    for (const row of rows) await this.keep(row.id)
  }

  /** An entrant joined or left here: the standings move, here and on the other nodes. */
  entrantsChanged(id: string): void {
    this.tallies.entrantsChanged(id)
    this.deps.tellOthers?.(id)
    this.pusher.changed(id)
  }

  /** An arena race ended here (finished or aborted): standings move, the round may be over. */
  raceEnded(race: Race): void {
    const { arenaId, arenaRound } = race.record
    if (!arenaId || arenaRound === null || arenaRound === undefined) return
    this.tallies.raceEnded(arenaId, race.id)
    this.deps.tellOthers?.(arenaId)
    this.pusher.changed(arenaId)
    // A race ending after its arena finished (its node was down): the final places move.
    void this.rounds.finalPlaces(arenaId).catch(this.deps.onError)
    void this.rounds
      .roundOver(race)
      .then(async (over) => {
        if (!over) return
        // In a cluster the last race may end on a node that has no clock for the arena yet.
        if (!this.clocks.has(arenaId)) await this.keep(arenaId)
        await this.clocks.get(arenaId)?.everyoneDone(arenaRound)
      })
      .catch(this.deps.onError)
  }

  /**
   * A race claimed here from a node that stopped: an arena round's race that never went live
   * (waiting, or in a countdown that node set) is started here now, within its round, with its
   * entrants told, rather than at the round's next look.
   */
  raceClaimed(race: Race): void {
    const { arenaId, arenaRound } = race.record
    if (!arenaId || arenaRound === null || arenaRound === undefined || !race.awaitsStart) return
    void this.rounds.claimedBeforeLive(arenaId, arenaRound).catch(this.deps.onError)
  }

  /**
   * Another node changed an arena's stored standings (its race ended, a join): read again, and
   * pushed from here if this is the arena's pushing node.
   */
  changedElsewhere(arenaId: string): void {
    this.tallies.stale(arenaId)
    this.pusher.changed(arenaId)
  }

  /** Another node claimed a round (this node deals its share of it) or dealt its share. */
  roundHeard(note: RoundNote): void {
    void this.rounds
      .heard(note)
      // The pushing node may run none of the round's races: it starts pushing when told.
      .then(() => this.pusher.changed(note.arenaId))
      .catch(this.deps.onError)
  }

  stop(): void {
    for (const clock of this.clocks.values()) clock.stop()
    this.clocks.clear()
    this.rounds.stop()
    this.pusher.stop()
    this.announcer.stop()
  }

  /** The standings as they are now, from memory (read from the store only after a change). */
  private async table(id: string): Promise<ArenaTable | null> {
    const tally = await this.tallies.of(id)
    if (!tally) return null
    const live = this.liveSeats(id, tally.row.round)
    return { round: tally.row.round, rows: tally.standings(live), seeds: tally.row.seeds }
  }

  /** `arena:standings` now; whether to look again in a second (a round is under way). */
  private async pushStandings(id: string): Promise<boolean> {
    const before = this.current.get(id)
    if (!this.pushesStandings(id)) {
      // Not the pushing node: during a round its live cards go to the one that is, once a
      // second while it runs races of the round.
      if (!before || before.ended || !this.deps.tellLive) return false
      const seats = this.live.here(raceIds(before))
      if (seats.length === 0) return false
      const node = this.deps.registry.clusterNodes()?.self ?? ''
      this.deps.tellLive({ arenaId: id, round: before.round, node, seats })
      return true
    }
    // Another node that also counts itself the pusher (the nodes' views of who is live differ
    // for a moment) holds the lease: look again in a second.
    const self = this.deps.registry.clusterNodes()?.self ?? ''
    if (!(await this.deps.standingsLease.hold(id, self))) return true
    if (!(await this.announcer.standings(id))) return false
    // Read after the standings: a round just started is known by now.
    const current = this.current.get(id)
    return current !== undefined && !current.ended
  }

  /**
   * Whether this node pushes the arena's standings: one node of a cluster per arena (every
   * node's push would reach each entrant through the adapter, more than once a second).
   */
  private pushesStandings(id: string): boolean {
    const nodes = this.deps.registry.clusterNodes()
    return !nodes || standingsNode(id, [nodes.self, ...nodes.others]) === nodes.self
  }
}

function raceIds(current: { races: ReadonlyArray<{ raceId: string }> }): string[] {
  return current.races.map((r) => r.raceId)
}
