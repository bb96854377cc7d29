// Presence of players (docs/friends.md): the one place that says whether an account is
// offline, online (a connected socket, on any node: online-players.ts) or racing (seated in a
// race under way: the seats in the database, so any node knows), and tells followers when that
// changes — at most one `friends:status` a second per follower, changes in between coalesced.
// A followed account that blocks the viewer always reads offline, and its changes are not sent
// to it.
import type { FollowedAccount, FriendStatus } from '@patience-race/protocol'
import { formatOf } from '../races/formats/formats.js'
import type { Scheduler } from '../races/ports.js'
import type { AccountEmitter } from './account-emitter.js'
import type { AccountRow, FriendsStore, RacingSeat } from './friends-store.js'
import type { OnlinePlayers } from './online-players.js'
import type { PushSlots } from './push-slots.js'

interface Pending {
  changes: Map<string, FollowedAccount>
  timer: unknown
}

export interface PresenceDeps {
  store: FriendsStore
  online: OnlinePlayers
  emit: AccountEmitter
  /** At most one `friends:status` per follower a second, on every node together. */
  slots: PushSlots
  scheduler: Scheduler
  onError(error: unknown): void
}

/** Whether spectators may watch the race (the spectators' rules, race-seating.ts `watch`). */
function watchable(seat: RacingSeat): boolean {
  return seat.watchable.spectatorsAllowed && formatOf(seat.watchable.kind).watchable
}

export class PlayerPresence {
  private readonly pending = new Map<string, Pending>()

  constructor(private readonly deps: PresenceDeps) {}

  /** The accounts' statuses as `viewerId` may see them (null: nobody signed in). */
  async statusesFor(viewerId: string | null, accounts: AccountRow[]): Promise<FollowedAccount[]> {
    const ids = accounts.map((a) => a.playerId)
    const [online, seats, blockers] = await Promise.all([
      this.deps.online.online(ids),
      this.deps.store.racingSeats(ids),
      viewerId ? this.deps.store.blockersAmong(viewerId, ids) : Promise.resolve(new Set<string>()),
    ])
    const racing = new Map<string, RacingSeat>()
    for (const seat of seats) if (!racing.has(seat.playerId)) racing.set(seat.playerId, seat)
    return accounts.map((account) => {
      const entry = {
        username: account.username,
        player: { id: account.playerId, name: account.username },
      }
      if (blockers.has(account.playerId)) return { ...entry, status: 'offline' }
      const seat = racing.get(account.playerId)
      if (seat)
        return {
          ...entry,
          status: 'racing' satisfies FriendStatus,
          ...(watchable(seat) ? { raceId: seat.raceId } : {}),
        }
      return { ...entry, status: online.has(account.playerId) ? 'online' : 'offline' }
    })
  }

  /** A socket of the player connected on this node. */
  async socketOpened(playerId: string): Promise<void> {
    if (await this.deps.online.opened(playerId)) await this.changed([playerId])
  }

  /** A socket of the player went away on this node. */
  async socketClosed(playerId: string): Promise<void> {
    if (await this.deps.online.closed(playerId)) await this.changed([playerId])
  }

  /**
   * These players' status may have changed (a first or last socket, a race going live or
   * ending): their followers are told, coalesced.
   */
  async changed(playerIds: readonly string[]): Promise<void> {
    try {
      for (const playerId of playerIds) {
        const account = await this.deps.store.accountByPlayer(playerId)
        if (!account) continue
        const followers = await this.deps.store.followerIds(playerId)
        if (followers.length === 0) continue
        const [status] = await this.statusesFor(null, [account])
        if (status) for (const follower of followers) await this.queue(follower, status)
      }
    } catch (error) {
      this.deps.onError(error)
    }
  }

  stop(): void {
    for (const { timer } of this.pending.values()) this.deps.scheduler.clearTimeout(timer)
    this.pending.clear()
  }

  /** A change for a follower: pushed now if its slot is free, else held (with any others) for it. */
  private async queue(followerId: string, status: FollowedAccount): Promise<void> {
    const waiting = this.pending.get(followerId)
    if (waiting) {
      waiting.changes.set(status.player.id, status)
      return
    }
    const pending: Pending = { changes: new Map([[status.player.id, status]]), timer: null }
    this.pending.set(followerId, pending)
    await this.pushOrWait(followerId, pending)
  }

  private async pushOrWait(followerId: string, pending: Pending): Promise<void> {
    const waitMs = await this.deps.slots.take(followerId)
    if (this.pending.get(followerId) !== pending) return
    if (waitMs === 0) {
      this.pending.delete(followerId)
      this.deps.emit([followerId], 'friends:status', { following: [...pending.changes.values()] })
      return
    }
    pending.timer = this.deps.scheduler.setTimeout(() => {
      this.pushOrWait(followerId, pending).catch((error: unknown) => this.deps.onError(error))
    }, waitMs)
  }
}
