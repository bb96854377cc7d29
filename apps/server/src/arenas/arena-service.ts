// Arenas as the app sees them (docs/arena.md): creating, listing, showing, joining and leaving
// one; each unfinished arena's round clock on this node; the standings pushed at most once a
// second from the standings kept in memory (arena-tallies.ts). Who plays which race now is
// arena-whereabouts.ts's.
import { defaultVariant, isVariant, type GameId } from '@patience-race/engine'
import type { Arena, ArenaEntry, CreateArenaBody } from '@patience-race/protocol'
import { HttpError } from '../errors/http-error.js'
import type { ParService } from '../par/par-service.js'
import type { Race } from '../races/core/race.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { hashSeed, newRaceId, newSeed } from '../races/registry/seeds.js'
import { ArenaAnnouncer, type ArenaTable } from './arena-announcer.js'
import type { ArenaEmitter, ArenaWatchersEmitter } from './arena-emitter.js'
import { ArenaRounds, type RoundNote } from './arena-rounds.js'
import { ArenaWhereabouts } from './arena-whereabouts.js'
import { StandingsPusher } from './standings-pusher.js'
import { standingsOf } from './arena-standings.js'
import { ArenaLiveCards, type LiveCardsNote } from './arena-live-cards.js'
import { ArenaTallies } from './arena-tallies.js'
import type { ArenaStore } from './arena-store.js'
import type { ArenaRow } from './arena-rows.js'
import type { RoundPlans } from './round-plans.js'
import { arenaEntry, arenaView } from './arena-view.js'
import { RoundClock } from './round-clock.js'
import { isArenaFinished, isArenaScheduled } from './arena-status.js'

export interface ArenaDeps {
  store: ArenaStore
  /** Where each round's groups are kept: Redis in a cluster, memory in one process. */
  plans: RoundPlans
  registry: RaceRegistry
  clock: Clock
  scheduler: Scheduler
  emit: ArenaEmitter
  /** To the sockets watching an arena (its room), entrants excepted. */
  watchers: ArenaWatchersEmitter
  par: ParService
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

type Body = Omit<Required<CreateArenaBody>, 'variant' | 'name'> & {
  variant?: string | undefined
  name?: string | undefined
}

export class ArenaService {
  readonly rounds: ArenaRounds
  /** Who plays which race now: `arena:round` again, NOT_WHILE_RACING, Race TV's pick. */
  readonly whereabouts: ArenaWhereabouts
  private readonly clocks = new Map<string, RoundClock>()
  private readonly pusher: StandingsPusher
  private readonly announcer: ArenaAnnouncer
  private readonly tallies: ArenaTallies
  /** The live cards of each round under way: this node's races and the others' (cluster). */
  readonly live: ArenaLiveCards

  constructor(private readonly deps: ArenaDeps) {
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
    this.announcer = new ArenaAnnouncer({
      emit: deps.emit,
      watchers: deps.watchers,
      table: (id) => this.table(id),
    })
    this.whereabouts = new ArenaWhereabouts({
      current: this.rounds.current,
      registry: deps.registry,
      arena: (id) => deps.store.get(id),
      leaderRaceId: async (row) => (await this.view(row, null)).leaderRaceId,
    })
    this.pusher = new StandingsPusher(deps.clock, deps.scheduler, (id) => this.pushStandings(id))
  }

  /** The new arena; null when the schedule's slot already has one (another node made it). */
  async create(
    playerId: string | null,
    body: Body,
    scheduleKey?: string,
  ): Promise<ArenaRow | null> {
    const variant = body.variant ?? defaultVariant(body.game)
    if (!isVariant(body.game, variant))
      throw new HttpError(400, 'BAD_PAYLOAD', `${body.game} has no variant "${variant}"`)
    const seeds = Array.from({ length: body.rounds }, () => newSeed())
    const id = newRaceId()
    const made = await this.deps.store.create({
      id,
      name: body.name ?? `${gameName(body.game)} arena`,
      game: body.game,
      variant,
      startsAt: new Date(this.deps.clock.now() + body.startsInSec * 1000),
      rounds: body.rounds,
      roundSec: body.roundSec,
      seeds,
      seedHashes: seeds.map(hashSeed),
      createdBy: playerId,
      ...(scheduleKey ? { scheduleKey } : {}),
    })
    const row = made ? await this.deps.store.get(id) : null
    if (row) await this.keep(row.id)
    return row
  }

  async view(row: ArenaRow, viewerId: string | null): Promise<Arena> {
    const [entrants, results, races] = await Promise.all([
      this.deps.store.entrants(row.id),
      this.deps.store.results(row.id),
      this.deps.store.races(row.id),
    ])
    const current = this.rounds.current.get(row.id)
    const live =
      current && !current.ended ? this.live.all(row.id, current.round, raceIds(current)) : []
    const finished = isArenaFinished(row)
    return arenaView({
      row,
      standings: standingsOf(entrants, results, row.round, live),
      races,
      results,
      current,
      viewerId,
      joined: viewerId !== null && entrants.some((e) => e.playerId === viewerId),
      ...(finished ? { pars: await this.pars(row) } : {}),
    })
  }

  async get(id: string): Promise<ArenaRow> {
    const row = await this.deps.store.get(id)
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'no such arena')
    return row
  }

  /** The public arenas and the private ones the viewer made or entered. */
  list(viewerId: string | null): Promise<ArenaRow[]> {
    return this.deps.store.list(50, viewerId)
  }

  async requireAccount(playerId: string): Promise<void> {
    if (!(await this.deps.store.isAccount(playerId)))
      throw new HttpError(
        403,
        'ACCOUNT_REQUIRED',
        'creating an arena needs an account: sign up first',
      )
  }

  /** Joins before the last round's start; after the first round's, from the next round on. */
  async join(id: string, playerId: string): Promise<ArenaEntry> {
    const row = await this.get(id)
    if (isArenaFinished(row) || row.round >= row.rounds)
      throw new HttpError(409, 'ARENA_CLOSED', 'the last round has started: this arena is closed')
    await this.deps.store.join(id, playerId, row.round + 1)
    this.entrantsChanged(id)
    return arenaEntry(await this.get(id), true)
  }

  async leave(id: string, playerId: string): Promise<ArenaEntry> {
    const row = await this.get(id)
    if (!isArenaScheduled(row))
      throw new HttpError(409, 'ARENA_CLOSED', 'the arena has started: its entrants stay in it')
    await this.deps.store.leave(id, playerId)
    // The pages showing the entrants (the leaver's own too) hear the list without them.
    this.entrantsChanged(id)
    return arenaEntry(await this.get(id), false)
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

  /** Another node changed an arena's stored standings (its race ended, a join): read again. */
  changedElsewhere(arenaId: string): void {
    this.tallies.stale(arenaId)
  }

  /** Another node claimed a round (this node deals its share of it) or dealt its share. */
  roundHeard(note: RoundNote): void {
    void this.rounds.heard(note).catch(this.deps.onError)
  }

  /** Boot, and every node's periodic look: a round clock for every unfinished arena. */
  async syncAll(): Promise<void> {
    const rows = await this.deps.store.unfinished()
    this.tallies.keepOnly(rows.map((row) => row.id))
    for (const row of rows) await this.keep(row.id)
  }

  stop(): void {
    for (const clock of this.clocks.values()) clock.stop()
    this.clocks.clear()
    this.rounds.stop()
    this.pusher.stop()
  }

  private async keep(id: string): Promise<void> {
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

  private entrantsChanged(id: string): void {
    this.tallies.entrantsChanged(id)
    this.deps.tellOthers?.(id)
    this.pusher.changed(id)
  }

  /** The standings as they are now, from memory (read from the store only after a change). */
  private async table(id: string): Promise<ArenaTable | null> {
    const tally = await this.tallies.of(id)
    if (!tally) return null
    const current = this.rounds.current.get(id)
    const live =
      current && !current.ended && current.round === tally.row.round
        ? this.live.all(id, current.round, raceIds(current))
        : []
    return { round: tally.row.round, rows: tally.standings(live), seeds: tally.row.seeds }
  }

  /** `arena:standings` now; whether to look again in a second (a round is under way). */
  private async pushStandings(id: string): Promise<boolean> {
    // Cluster mode: during a round one node running its races pushes (every node's push would
    // reach each entrant through Redis, more than once a second).
    const before = this.rounds.current.get(id)
    if (before && !before.ended && !this.rounds.pushesHere(id, before)) {
      // Not the pushing node: its live cards go to the one that is, once a second while it runs
      // races of the round.
      const seats = this.live.here(raceIds(before))
      if (seats.length === 0 || !this.deps.tellLive) return false
      const node = this.deps.registry.clusterNodes()?.self ?? ''
      this.deps.tellLive({ arenaId: id, round: before.round, node, seats })
      return true
    }
    if (!(await this.announcer.standings(id))) return false
    // Read after the standings: a round just started is known by now.
    const current = this.rounds.current.get(id)
    return current !== undefined && !current.ended
  }

  private pars(row: ArenaRow) {
    return Promise.all(
      row.seeds.map((seed) => this.deps.par.find({ game: row.game, variant: row.variant, seed })),
    ).then((pars) =>
      pars.map((p) =>
        p ? { cards: p.cards, total: p.total, moves: p.line.length, proved: p.proved } : null,
      ),
    )
  }
}

function raceIds(current: { races: ReadonlyArray<{ raceId: string }> }): string[] {
  return current.races.map((r) => r.raceId)
}

function gameName(game: GameId): string {
  return game.replace(
    /(^|-)(\w)/g,
    (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
  )
}
