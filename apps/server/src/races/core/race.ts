// One race: the facade the server talks to. Its lifecycle (join, leave, ready, countdown, live,
// resign, finish) runs in the race's serial lane, each transition stored before it is true in
// memory; the modules that do the work: race-seating.ts (who is in), race-start.ts (ready →
// live), race-play.ts (moves, resign, claim), race-ending.ts (finish, call off, give up),
// race-views.ts (what each audience is told), race-wiring.ts (the collaborators), and
// race-recovery.ts (boot). Card rules stay in the engine; I/O goes through the ports
// (docs/race-core.md).
import type {
  JoinOk,
  MoveOk,
  RaceStateEvent,
  RaceSummary,
  RematchOk,
  Reply,
} from '@patience-race/protocol'
import { err } from '@patience-race/protocol'
import type { Move } from '@patience-race/engine'
import type { PlayerRecord, RaceRecord, StoredRace } from '../records.js'
import type { RaceParts, RaceServices } from './race-parts.js'
import { botStrengthOf } from '../seats/bots.js'
import { formatOf } from '../formats/formats.js'
import { isOver } from '../lifecycle/race-lifecycle.js'
import { elapsed, seatOf, watchersOf } from './race-queries.js'
import type { Seat } from '../seats/race-seat.js'
import { restoreSeats } from './race-recovery.js'
import { closeRound, expire, finish, stop } from '../ending/race-ending.js'
import { claim, move, resign } from './race-play.js'
import * as seating from '../seats/race-seating.js'
import { awaitsStart, ready, resume, startAtOnce, startNow } from './race-start.js'
import { publicSummary, stateEvent, summary } from '../audience/race-views.js'
import { raceParts } from './race-wiring.js'

export type { RaceLogger } from './race-parts.js'

export interface RaceDeps extends RaceServices {
  createRematch: (race: Race) => Promise<string>
  /** Told when the race goes live (server bots start moving). */
  onLive?: (race: Race) => void
  /** Told once the race is stored as finished (its deal's par gets solved). */
  onFinished?: (race: Race) => void
  /** Told once the race is stored as over, finished or aborted (an arena's round may be over). */
  onEnded?: (race: Race) => void
  /** Told when racers are out of a race that goes on (resigned, claimed against). */
  onOut?: (race: Race, playerIds: string[]) => void
  /** Cluster mode: told when a fenced write shows another node owns this race now. */
  onLost?: (race: Race) => void
}

export class Race {
  private readonly parts: RaceParts

  constructor(record: RaceRecord, deps: RaceDeps) {
    this.parts = raceParts(record, deps, {
      live: () => deps.onLive?.(this),
      finished: () => deps.onFinished?.(this),
      ended: () => deps.onEnded?.(this),
      out: (playerIds) => deps.onOut?.(this, playerIds),
      lost: () => deps.onLost?.(this),
      createRematch: () => deps.createRematch(this),
    })
  }

  static fromStored(stored: StoredRace, deps: RaceDeps): Race {
    const race = new Race({ ...stored.race }, deps)
    restoreSeats(race.parts, stored)
    void race.loadRatings()
    return race
  }

  /**
   * A ranked race not over yet: reads its racers' ratings and works out their stakes, then tells
   * the room (race-ratings.ts). Other races have none; a failed read leaves them out.
   */
  async loadRatings(): Promise<void> {
    const { record, seats, deps, ratings } = this.parts
    if (!formatOf(record).rated || isOver(record)) return
    const all = [...seats.values()].sort((a, b) => a.index - b.index)
    const people = all.map((s) => s.player.id).filter((id) => botStrengthOf(id) === null)
    try {
      const current = await deps.store.getRatings(record.game, record.variant, people)
      ratings.set(record.game, record.variant, all, current)
    } catch (error) {
      this.parts.log.warn({ err: error }, "could not read the racers' ratings")
      return
    }
    if (!isOver(record)) this.parts.notifier.soon()
  }

  get record(): RaceRecord {
    return this.parts.record
  }

  get seats(): ReadonlyMap<number, Seat> {
    return this.parts.seats
  }

  get total(): number {
    return this.parts.total
  }

  get id(): string {
    return this.parts.record.id
  }

  get status(): RaceRecord['status'] {
    return this.parts.record.status
  }

  get spectatorCount(): number {
    return watchersOf(this.parts).count
  }

  hasWatcher(watcherId: string): boolean {
    return watchersOf(this.parts).has(watcherId)
  }

  /** Cluster mode: the count on other nodes changed; the room hears of it within the interval. */
  audienceUpdated(): void {
    this.parts.notifier.soon()
  }

  /** No state change is queued or running. */
  get quiet(): boolean {
    return !this.parts.queue.busy
  }

  /**
   * A race the server starts (an arena group) that nobody has started here: still waiting, or in
   * a countdown whose timer this node never set (claimed from another node, or rebuilt at boot).
   */
  get awaitsStart(): boolean {
    return awaitsStart(this.parts)
  }

  /** Whether this node lost the race to another (cluster mode). */
  get isLost(): boolean {
    return this.parts.flags.lost
  }

  seatOf(playerId: string | undefined): Seat | undefined {
    return seatOf(this.parts, playerId)
  }

  /** Race-clock ms since the start (less any downtime credited before: `pausedMs`). */
  elapsed(): number {
    return elapsed(this.parts)
  }

  // ---- boot and shutdown ----

  /** Restarts the timers of a race rebuilt at boot; one whose time is up finishes. */
  resume(): Promise<void> {
    return resume(this.parts)
  }

  /** Resolves once every state change queued so far has settled. */
  settled(): Promise<void> {
    return this.parts.queue.idle().catch(() => undefined)
  }

  /** Cancels timers and gives up retrying (shutdown); what is not stored reloads at boot. */
  stop(): void {
    stop(this.parts)
  }

  // ---- what each audience is told ----

  summary(): RaceSummary {
    return summary(this.parts)
  }

  /** What anyone but the racers may know now: held back by the spectator delay. */
  publicSummary(): RaceSummary {
    return publicSummary(this.parts)
  }

  stateEvent(now?: number): RaceStateEvent {
    return stateEvent(this.parts, now)
  }

  // ---- who is in ----

  /** A new race's first racers, stored and seated (the registry's create). */
  seatFirst(players: readonly PlayerRecord[]): Promise<void> {
    return seating.seatFirst(this.parts, players)
  }

  /** A server-seated race claimed before its seats were stored: seated now (none twice). */
  seatPlanned(players: readonly PlayerRecord[]): Promise<void> {
    return seating.seatPlanned(this.parts, players)
  }

  watch(player: PlayerRecord | null, watcherId: string, address: string): Reply<JoinOk> {
    return seating.watch(this.parts, player, watcherId, address)
  }

  join(player: PlayerRecord | null, as: 'player' | undefined): Promise<Reply<JoinOk>> {
    return seating.join(this.parts, player, as)
  }

  canSeat(player: PlayerRecord | null): boolean {
    return seating.canSeat(this.parts, player)
  }

  removeWatcher(watcherId: string): void {
    seating.removeWatcher(this.parts, watcherId)
  }

  leave(playerId: string | undefined, watcherId: string, cancel = false): Promise<Reply> {
    return seating.leave(this.parts, playerId, watcherId, cancel)
  }

  playerConnected(seat: number, socketId: string): void {
    seating.playerConnected(this.parts, seat, socketId)
  }

  socketLeft(socketId: string): void {
    seating.socketLeft(this.parts, socketId)
  }

  // ---- the race itself ----

  ready(playerId: string): Promise<Reply> {
    return ready(this.parts, playerId)
  }

  /**
   * A race whose format starts at once (an arena's round): into the countdown now, to be over
   * by `endsBy` however late it goes live.
   */
  startAtOnce(goLiveAt?: number, endsBy?: number): Promise<void> {
    return startAtOnce(this.parts, goLiveAt, endsBy)
  }

  startNow(playerId: string): Promise<Reply> {
    return startNow(this.parts, playerId)
  }

  move(playerId: string, played: Move, seq: number): Promise<Reply<MoveOk>> {
    return move(this.parts, playerId, played, seq)
  }

  resign(playerId: string): Promise<Reply> {
    return resign(this.parts, playerId)
  }

  claim(playerId: string): Promise<Reply> {
    return claim(this.parts, playerId)
  }

  finish(): Promise<void> {
    return finish(this.parts)
  }

  expire(): Promise<boolean> {
    return expire(this.parts)
  }

  /** Its arena round closed before it went live: aborted (true once the race is over). */
  closeRound(): Promise<boolean> {
    return closeRound(this.parts)
  }

  // ---- rematch ----

  /** The rematch's id once it exists. */
  get rematchId(): string | null {
    return this.parts.rematches.id
  }

  async rematch(playerId: string): Promise<Reply<RematchOk>> {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'only the racers can ask for a rematch')
    if (!isOver(this.record) || !this.record.finishedAt)
      return err('NOT_FINISHED', 'the race is not over yet')
    if (!formatOf(this.record).rematch)
      return err('FINISHED', 'a daily is played once a day: practise it from the archive')
    return this.parts.rematches.ask(seat)
  }

  /** Who races the rematch, in seat order: those who accepted, and the server's players. */
  rematchPlayers(): PlayerRecord[] {
    return this.parts.rematches.players()
  }

  declineRematch(playerId: string): Reply {
    const seat = this.seatOf(playerId)
    if (!seat) return err('NOT_A_PLAYER', 'only the racers can decline a rematch')
    return this.parts.rematches.decline(seat)
  }
}
