// Cluster mode: where a new spectator watches from, and the address cap over every node.
// Only the owner's fan-out to its own sockets delays its racers: relayed watchers cost it one
// publish, so once a race is watched by enough, new spectators are sent to the other nodes.
import { err, type JoinOk, type Reply } from '@patience-race/protocol'
import { isRunning } from '../lifecycle/race-lifecycle.js'
import type { PlayerRecord } from '../records.js'
import type { Race } from '../core/race.js'
import type { Audience } from './race-watchers.js'
import type { NodeOwnership } from '../registry/node-ownership.js'

export class SpectatorRouting {
  /** Spectators of each race whose join waits for its place under the cap. */
  private readonly joining = new Map<string, number>()
  private spread = 0

  constructor(
    private readonly audience: Audience | undefined,
    private readonly cluster: { ownership: NodeOwnership; ownerSpectatorsMax: number } | null,
    private readonly runsHere: (id: string) => boolean,
  ) {}

  /**
   * Another live node's public URL for a new spectator of a race this node runs, once the race
   * is watched by `ownerSpectatorsMax` (over every node), taken in turn so a crowd spreads
   * evenly; null to watch here (one process, a race run elsewhere or finished, a small
   * audience, or no other live node).
   */
  elsewhere(race: Race): string | null {
    const cluster = this.cluster
    if (!cluster || !this.runsHere(race.id) || !isRunning(race)) return null
    const others = cluster.ownership.otherNodes
    // Every node's watchers, as this node last read the others', and those joining here now
    // (a crowd's joins arrive together: each waits for its place in Redis before it counts).
    const watching =
      (this.audience?.count(race.id) ?? race.spectatorCount) + (this.joining.get(race.id) ?? 0)
    if (others.length === 0 || watching < cluster.ownerSpectatorsMax) return null
    this.spread = (this.spread + 1) % others.length
    return others[this.spread]!.url
  }

  /**
   * A spectator's join of a race run here or snapshotted from its owner. Cluster mode holds the
   * address's place under the cap over every node first (`SPECTATORS_PER_IP_PER_RACE`), so
   * spreading watchers over the nodes does not multiply what one address may have.
   */
  async watch(
    race: Race,
    player: PlayerRecord | null,
    watcherId: string,
    address: string,
  ): Promise<Reply<JoinOk>> {
    const audience = this.audience
    if (!audience || race.hasWatcher(watcherId)) return race.watch(player, watcherId, address)
    this.joining.set(race.id, (this.joining.get(race.id) ?? 0) + 1)
    let reserved: boolean
    try {
      reserved = await audience.reserve(race.id, address)
    } finally {
      const left = (this.joining.get(race.id) ?? 1) - 1
      if (left > 0) this.joining.set(race.id, left)
      else this.joining.delete(race.id)
    }
    if (!reserved) return err('RATE_LIMITED', 'too many spectators from your address in this race')
    // The same socket's other join may have added it while this one waited.
    const already = race.hasWatcher(watcherId)
    const reply = race.watch(player, watcherId, address)
    if (already || !race.hasWatcher(watcherId)) audience.release(race.id, address)
    return reply
  }
}
