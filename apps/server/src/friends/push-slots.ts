// The once-a-second gate of `friends:status` per follower (docs/friends.md). A follower's
// followed accounts may change on any node, so in a cluster the gate is one Redis key per
// follower (SET NX PX: the node that sets it pushes; the others wait out its time to live and
// try again), and on one node a map of the last push times.
import type { Redis } from 'ioredis'
import type { Clock } from '../races/ports.js'

export interface PushSlots {
  /** 0: the follower's slot is taken now, push; else the ms until it may be free again. */
  take(followerId: string): Promise<number>
}

export class LocalPushSlots implements PushSlots {
  private readonly lastPush = new Map<string, number>()

  constructor(
    private readonly clock: Clock,
    private readonly everyMs: number,
  ) {}

  async take(followerId: string): Promise<number> {
    const now = this.clock.now()
    const since = now - (this.lastPush.get(followerId) ?? -Infinity)
    if (since < this.everyMs) return this.everyMs - since
    this.lastPush.set(followerId, now)
    // Only followers pushed within the last interval need a row.
    for (const [id, at] of this.lastPush) if (now - at >= this.everyMs) this.lastPush.delete(id)
    return 0
  }
}

export class ClusterPushSlots implements PushSlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly everyMs: number,
  ) {}

  async take(followerId: string): Promise<number> {
    const key = `friends-push:${this.prefix}:${followerId}`
    if ((await this.redis.set(key, '1', 'PX', this.everyMs, 'NX')) === 'OK') return 0
    const left = await this.redis.pttl(key)
    // Gone between the two calls (or no expiry): try again at once, next time round.
    return left > 0 ? left : 1
  }
}
