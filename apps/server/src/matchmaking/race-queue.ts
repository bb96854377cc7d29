// "Race anyone": sessions waiting for a ranked race on one game and variant. Two waiting
// sessions are paired unless they share a player, an address or a browser (device id); a
// session nobody pairs with within `botAfterMs` gets a server bot. The waiting list is in
// memory in one process and in Redis in a cluster (waiting-lists.ts), so sessions on different
// nodes meet. Creating the race and telling the sockets is the caller's
// (realtime/handlers/queue.ts).
import type { GameId } from '@patience-race/engine'
import type { Scheduler } from '../races/ports.js'
import type { PlayerRecord } from '../races/records.js'

export interface QueueEntry {
  /** The socket waiting (one entry per socket). */
  socketId: string
  player: PlayerRecord
  ip: string
  deviceId: string
  game: GameId
  variant: string
  /** Clock ms when it joined (entries left behind by a dead node are dropped by age). */
  since: number
  /** Players this one may not meet now (pair-history.ts). */
  avoid: string[]
  /** Waits at the front of the list: its ranked race was called off by the other player. */
  first?: boolean
}

export type QueueOutcome =
  { kind: 'pair'; first: QueueEntry; second: QueueEntry } | { kind: 'bot'; entry: QueueEntry }

export function canPair(a: QueueEntry, b: QueueEntry): boolean {
  return (
    a.game === b.game &&
    a.variant === b.variant &&
    a.player.id !== b.player.id &&
    a.ip !== b.ip &&
    a.deviceId !== b.deviceId &&
    !a.avoid.includes(b.player.id) &&
    !b.avoid.includes(a.player.id)
  )
}

/** Where waiting entries live: pairing takes a partner out atomically, or adds the entry. */
export interface WaitingList {
  /** A suitable partner, removed from the list; or null, and `entry` is now waiting. */
  pairOrAdd(entry: QueueEntry): Promise<QueueEntry | null>
  /** True when the entry was still waiting (and is now gone). */
  remove(entry: QueueEntry): Promise<boolean>
  /** Other players' entries waiting from this address key, on any game (docs/fair-play.md). */
  sameNetwork(ip: string, playerId: string): Promise<QueueEntry[]>
}

class MemoryWaitingList implements WaitingList {
  private readonly entries: QueueEntry[] = []

  async pairOrAdd(entry: QueueEntry): Promise<QueueEntry | null> {
    const at = this.entries.findIndex((other) => canPair(other, entry))
    if (at >= 0) return this.entries.splice(at, 1)[0] ?? null
    if (entry.first) this.entries.unshift(entry)
    else this.entries.push(entry)
    return null
  }

  async remove(entry: QueueEntry): Promise<boolean> {
    const at = this.entries.indexOf(entry)
    if (at < 0) return false
    this.entries.splice(at, 1)
    return true
  }

  async sameNetwork(ip: string, playerId: string): Promise<QueueEntry[]> {
    return this.entries.filter((e) => e.ip === ip && e.player.id !== playerId)
  }
}

export class RaceQueue {
  /** This node's waiting sockets, with their bot timers. */
  private readonly mine = new Map<string, { entry: QueueEntry; timer: unknown }>()
  /** Players whose ranked race the other player called off: their next join goes first. */
  private readonly goFirst = new Set<string>()

  constructor(
    private readonly scheduler: Scheduler,
    private readonly botAfterMs: number,
    private readonly onOutcome: (outcome: QueueOutcome) => void,
    private readonly list: WaitingList = new MemoryWaitingList(),
  ) {}

  /** Adds (or replaces) a socket's entry; pairs at once when someone suitable waits. */
  async join(entry: QueueEntry): Promise<void> {
    await this.leave(entry.socketId)
    if (this.goFirst.delete(entry.player.id)) entry.first = true
    const partner = await this.list.pairOrAdd(entry)
    if (partner) {
      this.forget(partner.socketId)
      this.onOutcome({ kind: 'pair', first: partner, second: entry })
      return
    }
    const timer = this.scheduler.setTimeout(() => {
      this.mine.delete(entry.socketId)
      // Still waiting (nobody took it meanwhile, on any node): a bot steps in.
      void this.list.remove(entry).then((waiting) => {
        if (waiting) this.onOutcome({ kind: 'bot', entry })
      })
    }, this.botAfterMs)
    this.mine.set(entry.socketId, { entry, timer })
  }

  /**
   * Other players waiting from this network (address key), whom "Race anyone" never pairs with
   * this one: the lobby says so before they queue, and each side is told (docs/fair-play.md).
   */
  sameNetwork(ip: string, playerId: string): Promise<QueueEntry[]> {
    return this.list.sameNetwork(ip, playerId)
  }

  /** These players' next join waits at the front of the list (kept until they join). */
  putFirst(playerIds: string[]): void {
    for (const id of playerIds) this.goFirst.add(id)
  }

  async leave(socketId: string): Promise<boolean> {
    const known = this.mine.get(socketId)
    if (!known) return false
    this.forget(socketId)
    return this.list.remove(known.entry)
  }

  /** Cancels every timer (shutdown). */
  stop(): void {
    for (const socketId of [...this.mine.keys()]) void this.leave(socketId)
  }

  private forget(socketId: string): void {
    const known = this.mine.get(socketId)
    if (!known) return
    this.scheduler.clearTimeout(known.timer)
    this.mine.delete(socketId)
  }
}
