// Challenges by name (docs/friends.md): an account challenges another; the recipient's sockets
// are told at once; an accept seats both in a new friend race (the ordinary race creation path,
// unrated). Rows live in Postgres, so any node may take the accept, decline or cancel; each
// ends a pending challenge at most once (FriendsStore.settle), whichever node and whoever is
// first. The node that took the challenge times its expiry, and every node times the expiry of
// the pending ones at boot; a row past its time is not pending to anyone even if nobody told.
import { randomBytes } from 'node:crypto'
import { defaultVariant, isGameId, isVariant } from '@patience-race/engine'
import {
  accountSettingsSchema,
  type Challenge,
  type CreateChallengeBody,
} from '@patience-race/protocol'
import type { Budget } from '../budgets/budget.js'
import { HttpError } from '../errors/http-error.js'
import type { Clock, RaceStore, Scheduler } from '../races/ports.js'
import type { RaceRegistry } from '../races/registry/race-registry.js'
import type { AccountEmitter } from './account-emitter.js'
import type { ChallengeRow, FriendsStore } from './friends-store.js'
import { accountByName } from './account-lookup.js'
import { friend } from '../races/formats/friend.js'

export interface ChallengeDeps {
  store: FriendsStore
  races: RaceStore
  registry: RaceRegistry
  emit: AccountEmitter
  clock: Clock
  scheduler: Scheduler
  /** Challenges per challenger a minute (CHALLENGES_PER_MINUTE). */
  perMinute: Budget
  ttlMs: number
  defaultTimeLimitSec: number
  onError(error: unknown): void
}

function refused(): HttpError {
  // One answer for a block and a setting alike: the challenger is not told which.
  return new HttpError(403, 'CHALLENGE_REFUSED', 'this player does not take your challenges')
}

function gone(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'no such pending challenge')
}

function challengeOf(row: ChallengeRow): Challenge {
  const ref = (a: { playerId: string; username: string }) => ({
    username: a.username,
    player: { id: a.playerId, name: a.username },
  })
  return {
    id: row.id,
    from: ref(row.from),
    to: ref(row.to),
    game: row.game as Challenge['game'],
    variant: row.variant,
    timeLimitSec: row.timeLimitSec,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    ...(row.raceId ? { raceId: row.raceId } : {}),
  }
}

export class Challenges {
  private readonly timers = new Map<string, unknown>()

  constructor(private readonly deps: ChallengeDeps) {}

  private now(): Date {
    return new Date(this.deps.clock.now())
  }

  /** POST /api/challenges: 201 with the pending challenge, or one of the refusals. */
  async create(fromId: string, body: CreateChallengeBody): Promise<Challenge> {
    const { store } = this.deps
    if (!(await this.deps.perMinute.take(fromId)))
      throw new HttpError(429, 'RATE_LIMITED', 'too many challenges; wait a minute')
    const to = await accountByName(store, body.to)
    if (to.playerId === fromId)
      throw new HttpError(400, 'BAD_PAYLOAD', 'you cannot challenge yourself')
    const variant = body.variant ?? defaultVariant(body.game)
    if (!isVariant(body.game, variant))
      throw new HttpError(400, 'BAD_PAYLOAD', `${body.game} has no variant "${variant}"`)
    if (!(await this.accepts(to.playerId, fromId))) throw refused()
    const now = this.now()
    if (await store.pendingBetween(fromId, to.playerId, now))
      throw new HttpError(409, 'CHALLENGE_PENDING', 'you already have a challenge waiting for them')
    const row = await store.createChallenge({
      id: randomBytes(9).toString('base64url'),
      fromPlayerId: fromId,
      toPlayerId: to.playerId,
      game: body.game,
      variant,
      timeLimitSec: body.timeLimitSec ?? this.deps.defaultTimeLimitSec,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.ttlMs),
    })
    const challenge = challengeOf(row)
    this.deps.emit([to.playerId], 'challenge:received', { challenge })
    this.timeExpiry(row)
    return challenge
  }

  /**
   * At boot: times the expiry of every challenge still pending, whichever node took it (that
   * node may be gone). Every node does; the expiry is told once (settle).
   */
  async resume(): Promise<void> {
    for (const row of await this.deps.store.allPending(this.now())) this.timeExpiry(row)
  }

  private timeExpiry(row: ChallengeRow): void {
    const ms = Math.max(0, row.expiresAt.getTime() - this.deps.clock.now())
    this.timers.set(
      row.id,
      this.deps.scheduler.setTimeout(() => {
        this.timers.delete(row.id)
        void this.expire(row).catch((error: unknown) => this.deps.onError(error))
      }, ms),
    )
  }

  /** Whether `toId` takes challenges from `fromId`: no block, and its setting lets them. */
  private async accepts(toId: string, fromId: string): Promise<boolean> {
    const { store } = this.deps
    if ((await store.blocks(toId, fromId)) || (await store.blocks(fromId, toId))) return false
    const setting = accountSettingsSchema.parse((await store.settingsOf(toId)) ?? {}).challenges
    if (setting === 'nobody') return false
    if (setting === 'following') return store.follows(toId, fromId)
    return true
  }

  /** GET /api/challenges: the player's pending ones, to it and from it. */
  async pending(playerId: string): Promise<{ incoming: Challenge[]; outgoing: Challenge[] }> {
    const rows = await this.deps.store.pendingOf(playerId, this.now())
    return {
      incoming: rows.filter((r) => r.toPlayerId === playerId).map(challengeOf),
      outgoing: rows.filter((r) => r.fromPlayerId === playerId).map(challengeOf),
    }
  }

  /** The recipient accepts: a friend race with both seated; both accounts' sockets are told. */
  async accept(id: string, playerId: string): Promise<{ raceId: string }> {
    const row = await this.pendingRow(id, (r) => r.toPlayerId === playerId)
    const { store, races, registry } = this.deps
    if (!(await store.settle(id, 'accepted'))) throw gone()
    this.clearTimer(id)
    const [from, to] = await Promise.all([
      races.getPlayer(row.fromPlayerId),
      races.getPlayer(row.toPlayerId),
    ])
    const game = row.game
    const created =
      from && to && isGameId(game)
        ? await registry.create({
            game,
            variant: row.variant,
            timeLimitSec: row.timeLimitSec,
            players: [from, to],
            kind: friend.kind,
          })
        : ({ ok: false, message: 'a player of this challenge is gone' } as const)
    if (!created.ok) {
      await store.reopen(id)
      throw new HttpError(400, 'BAD_PAYLOAD', created.message)
    }
    const raceId = created.race.record.id
    await store.setRace(id, raceId)
    this.deps.emit([row.fromPlayerId, row.toPlayerId], 'challenge:accepted', {
      challengeId: id,
      raceId,
    })
    return { raceId }
  }

  /** The recipient says no: both accounts' sockets are told (its other tabs drop the toast). */
  async decline(id: string, playerId: string): Promise<void> {
    await this.end(id, 'declined', (r) => r.toPlayerId === playerId)
  }

  /** The challenger takes it back. */
  async cancel(id: string, playerId: string): Promise<void> {
    await this.end(id, 'cancelled', (r) => r.fromPlayerId === playerId)
  }

  /**
   * A block ends the pending challenges between the two, as their answers would: the blocker's
   * own as cancelled, the other's to the blocker as declined (nobody is told it was a block).
   */
  async endBetween(blockerId: string, otherId: string): Promise<void> {
    const rows = await this.deps.store.pendingOf(blockerId, this.now())
    for (const row of rows.filter((r) => r.fromPlayerId === otherId || r.toPlayerId === otherId)) {
      const status = row.fromPlayerId === blockerId ? 'cancelled' : 'declined'
      if (!(await this.deps.store.settle(row.id, status))) continue
      this.clearTimer(row.id)
      this.deps.emit([row.fromPlayerId, row.toPlayerId], `challenge:${status}`, {
        challengeId: row.id,
      })
    }
  }

  stop(): void {
    for (const timer of this.timers.values()) this.deps.scheduler.clearTimeout(timer)
    this.timers.clear()
  }

  private async end(
    id: string,
    status: 'declined' | 'cancelled',
    mayEnd: (row: ChallengeRow) => boolean,
  ): Promise<void> {
    const row = await this.pendingRow(id, mayEnd)
    if (!(await this.deps.store.settle(id, status))) throw gone()
    this.clearTimer(id)
    this.deps.emit([row.fromPlayerId, row.toPlayerId], `challenge:${status}`, { challengeId: id })
  }

  private async expire(row: ChallengeRow): Promise<void> {
    if (!(await this.deps.store.settle(row.id, 'expired'))) return
    this.deps.emit([row.fromPlayerId, row.toPlayerId], 'challenge:expired', {
      challengeId: row.id,
    })
  }

  /** The challenge, pending and not past its time, and one this player may answer; else 404. */
  private async pendingRow(id: string, mayAnswer: (row: ChallengeRow) => boolean) {
    const row = await this.deps.store.challenge(id)
    if (!row || !mayAnswer(row) || row.status !== 'pending') throw gone()
    if (row.expiresAt.getTime() <= this.deps.clock.now()) throw gone()
    return row
  }

  private clearTimer(id: string): void {
    this.deps.scheduler.clearTimeout(this.timers.get(id))
    this.timers.delete(id)
  }
}
