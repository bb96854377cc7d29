// Deals a round's races on this node (docs/arena.md, "A round over the nodes of a cluster"): the
// round's plan (its groups, each assigned to a node, round-plans.ts) drawn once by the claiming
// node; the groups assigned to this node when it hears of the round, and once the round's deal
// deadline has passed, any group nobody dealt (its node missing or slow). Each group's race id
// was fixed in the plan, so the races' key lets exactly one node store its race: another node's
// create of it fails and that node moves on. Every race goes into its countdown to go live at
// the round's one moment, and then its entrants are told where to play.
import { isCountingDown, isLive } from '../races/lifecycle/race-lifecycle.js'
import { arena as arenaFormat } from '../races/formats/arena.js'
import type { Race } from '../races/core/race.js'
import type { Clock, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import { newRaceId } from '../races/registry/seeds.js'
import type { ArenaEmitter } from './arena-emitter.js'
import { groupsToDeal, ONE_PROCESS, type DealPhase } from './arena-shares.js'
import type { ArenaStore } from './arena-store.js'
import type { ArenaRow, RoundGroup } from './arena-rows.js'
import { isArenaFinished } from './arena-status.js'
import { drawGroups } from './round-draw.js'
import type { RoundPlans } from './round-plans.js'

/**
 * A group its node has not dealt this long after the round's start is taken over by one other
 * live node; twice this long after it, by any node (arena-shares.ts, `DealPhase`).
 */
const DEAL_WITHIN_MS = 5000
/** The look at the deadline comes this much after it (the node's own share may be landing). */
const LOOK_AFTER_MS = 250

export interface ArenaDealerDeps {
  store: ArenaStore
  plans: RoundPlans
  registry: RaceRegistry
  clock: Clock
  scheduler: Scheduler
  emit: ArenaEmitter
  spectatorDelaySec: number
  /**
   * Cluster mode: the nodes each of these players has a socket on (the cluster's presence), so
   * a group is dealt where most of its entrants are. Without it the groups go round robin.
   */
  whereConnected?(playerIds: string[]): Promise<ReadonlyMap<string, readonly string[]>>
  /** This node dealt these races of the round, in their countdown: known here before told. */
  dealt(arenaId: string, round: number, endsAt: Date, races: Race[]): void
  onError(error: unknown): void
}

export class ArenaDealer {
  /** By `arenaId:round`: the race ids this node dealt or is dealing (never dealt twice here). */
  private readonly handled = new Map<string, Set<string>>()
  /** By `arenaId:round`: the look at the round's deal deadline. */
  private readonly looks = new Map<string, unknown>()

  constructor(private readonly deps: ArenaDealerDeps) {}

  /** The moment after which any node deals a group nobody dealt. */
  static dueAt(roundStartsAt: Date): number {
    return roundStartsAt.getTime() + DEAL_WITHIN_MS
  }

  /** Draws the round's plan from its entrants now (the first plan kept wins): the plan. */
  async draw(arenaId: string, round: number): Promise<RoundGroup[]> {
    const entrants = (await this.deps.store.entrants(arenaId)).filter((e) => e.firstRound <= round)
    const nodes = this.deps.registry.clusterNodes()
    const live = [nodes?.self ?? ONE_PROCESS, ...(nodes?.others ?? []).sort()]
    const where = await this.whereConnected(entrants.map((e) => e.playerId))
    const plan = drawGroups(entrants, (e) => where.get(e.playerId) ?? [], live).map((group) => ({
      raceId: newRaceId(),
      node: group.node,
      players: group.entrants.map((e) => ({ id: e.playerId, name: e.name })),
    }))
    return this.deps.plans.settle(arenaId, round, plan)
  }

  /** Deals what this node should of round `round` now; looks again at its deadline. */
  async deal(arenaId: string, round: number): Promise<void> {
    const { store, registry, clock } = this.deps
    const arena = await store.get(arenaId)
    const times = arena?.roundRows.find((r) => r.round === round)
    if (!arena || !times || times.endedAt || isArenaFinished(arena)) return
    const key = `${arenaId}:${round}`
    const dueAt = ArenaDealer.dueAt(times.startsAt)
    const now = clock.now()
    const overdue = now >= dueAt
    const phase: DealPhase = !overdue ? 'own' : now < dueAt + DEAL_WITHIN_MS ? 'fallback' : 'anyone'
    // Looks at the deadline and at twice it (each once a round).
    if (phase !== 'anyone')
      this.lookAt(`${key}:${phase}`, phase === 'own' ? dueAt : dueAt + DEAL_WITHIN_MS, () =>
        this.deal(arenaId, round),
      )
    const stored = (await store.races(arenaId)).filter((r) => r.round === round)
    const handled = this.handledOf(arenaId, key)
    // A race of the round held here, waiting or in a countdown it never started, that this node
    // is not dealing: claimed from the node that stored it (or rebuilt at a restart). That node's
    // writes are fenced from the claim on, so it can neither seat nor start it: this node does,
    // now, aimed at the round's moment and ending by the round's deadline.
    const claimed = stored.flatMap((r) => {
      const race = handled.has(r.raceId) ? null : registry.running(r.raceId)
      return race?.awaitsStart ? [race] : []
    })
    for (const race of claimed) handled.add(race.id)
    let groups = await this.deps.plans.get(arenaId, round)
    // The claiming node stopped between its claim and its plan: any node draws one once the
    // deadline passed. Never once races were dealt (a plan forgotten, as at a restart).
    if (!groups && overdue && stored.length === 0) groups = await this.draw(arenaId, round)
    const nodes = registry.clusterNodes()
    const self = nodes?.self ?? ONE_PROCESS
    const known = new Set([...handled, ...stored.map((r) => r.raceId)])
    const live = [self, ...(nodes?.others ?? [])]
    const mine = groups ? groupsToDeal(groups, self, known, phase, live) : []
    for (const group of mine) handled.add(group.raceId)
    const goLiveAt = times.endsAt.getTime() - arena.roundSec * 1000
    const start = (race: Race) => this.start(arenaId, round, times.endsAt, goLiveAt, race)
    // Each group is started and told as soon as its own race is stored: one whose writes are
    // being retried (a busy store) holds up no other group.
    await Promise.all([
      ...claimed.map(async (race) => {
        const players = groups?.find((g) => g.raceId === race.id)?.players
        if (await this.seatPlanned(race, players, handled)) await start(race)
      }),
      ...mine.map(async (group) => {
        const race = await this.dealOne(arena, round, group, handled)
        if (race) await start(race)
      }),
    ])
  }

  stop(): void {
    for (const timer of this.looks.values()) this.deps.scheduler.clearTimeout(timer)
    this.looks.clear()
    this.handled.clear()
  }

  /**
   * A race into its countdown, to go live at the round's one moment (at once if dealing took
   * longer; nobody sees a card before), then its entrants told where to play. Not once the
   * round's deadline has passed: the round's close calls it off (arena-rounds.ts).
   */
  private async start(
    arenaId: string,
    round: number,
    endsAt: Date,
    goLiveAt: number,
    race: Race,
  ): Promise<void> {
    if (this.deps.clock.now() >= endsAt.getTime()) return
    await race.startAtOnce(goLiveAt, endsAt.getTime())
    if (!isCountingDown(race) && !isLive(race)) return
    this.deps.dealt(arenaId, round, endsAt, [race])
    for (const seat of race.seats.values())
      this.deps.emit([seat.player.id], 'arena:round', {
        arenaId,
        round,
        raceId: race.id,
        endsAt: endsAt.toISOString(),
      })
  }

  /**
   * A claimed race seated from the round's plan if its seats were never stored; false when it
   * could not be (lost again, or the store failed: a later look tries again).
   */
  private async seatPlanned(
    race: Race,
    players: RoundGroup['players'] | undefined,
    handled: Set<string>,
  ): Promise<boolean> {
    if (!players) return race.seats.size > 0
    try {
      await race.seatPlanned(players)
      return true
    } catch (error) {
      handled.delete(race.id)
      if (!race.isLost) this.deps.onError(error)
      return false
    }
  }

  /** One group's race, with its fixed id; null when another node stored it first. */
  private async dealOne(
    arena: ArenaRow,
    round: number,
    group: RoundGroup,
    handled: Set<string>,
  ): Promise<Race | null> {
    try {
      const created = await this.deps.registry.create({
        id: group.raceId,
        game: arena.game,
        variant: arena.variant,
        kind: arenaFormat.kind,
        serverSeed: arena.seeds[round - 1]!,
        seedKnown: false,
        timeLimitSec: arena.roundSec,
        players: group.players,
        seats: group.players.length,
        spectatorDelaySec: this.deps.spectatorDelaySec,
        arena: { id: arena.id, round },
      })
      if (!created.ok) throw new Error(`arena ${arena.id} round ${round}: ${created.message}`)
      return created.race
    } catch (error) {
      // Not dealing it here any more: the group's race id is stored from now on (so never
      // created again), and should this node come to hold that race (claimed), it starts it.
      handled.delete(group.raceId)
      // The races' key: another node dealt this group first (it was overdue here or there).
      if ((error as { code?: string }).code === 'P2002') return null
      // Anything else: this node may deal it at a later look (or another node, once overdue).
      this.deps.onError(error)
      return null
    }
  }

  /** Where the players are connected; nowhere known when the presence cannot say. */
  private async whereConnected(playerIds: string[]) {
    if (!this.deps.whereConnected || playerIds.length === 0) return new Map<string, string[]>()
    return this.deps.whereConnected(playerIds).catch((error: unknown) => {
      this.deps.onError(error)
      return new Map<string, string[]>()
    })
  }

  /** The race ids handled for this round; other rounds of the arena are forgotten. */
  private handledOf(arenaId: string, key: string): Set<string> {
    let set = this.handled.get(key)
    if (!set) {
      for (const k of this.handled.keys()) if (k.startsWith(`${arenaId}:`)) this.handled.delete(k)
      this.handled.set(key, (set = new Set()))
    }
    return set
  }

  private lookAt(key: string, dueAt: number, look: () => Promise<void>): void {
    if (this.looks.has(key)) return
    const ms = Math.max(0, dueAt - this.deps.clock.now()) + LOOK_AFTER_MS
    this.looks.set(
      key,
      this.deps.scheduler.setTimeout(() => {
        this.looks.delete(key)
        void look().catch(this.deps.onError)
      }, ms),
    )
  }
}
