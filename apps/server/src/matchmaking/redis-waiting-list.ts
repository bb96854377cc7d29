// Cluster mode: the "Race anyone" waiting list in Redis, one list per game and variant, so
// sessions on different nodes meet. Pairing is one Lua script (atomic in Redis): take the
// first entry that may meet this one out of the list, or append this one. Entries older than
// `staleMs` (left by a node that died) are dropped on the way. Beside the lists, a hash per
// network (address key) holds who waits from it, on any game, kept in the same script: the
// lobby's "someone on your network is looking for a race" (docs/fair-play.md).
import type { Redis } from 'ioredis'
import type { QueueEntry, WaitingList } from './race-queue.js'

const PAIR_OR_ADD = `
local items = redis.call('LRANGE', KEYS[1], 0, -1)
local me = cjson.decode(ARGV[1])
local oldest = tonumber(ARGV[2])
local function avoids(entry, id)
  for _, avoided in ipairs(entry.avoid or {}) do
    if avoided == id then return true end
  end
  return false
end
for _, raw in ipairs(items) do
  local other = cjson.decode(raw)
  if other.since < oldest then
    redis.call('LREM', KEYS[1], 1, raw)
  elseif other.player.id ~= me.player.id and other.ip ~= me.ip and other.deviceId ~= me.deviceId
    and not avoids(me, other.player.id) and not avoids(other, me.player.id) then
    redis.call('LREM', KEYS[1], 1, raw)
    redis.call('HDEL', ARGV[4] .. other.ip, other.socketId)
    return raw
  end
end
if me.first then redis.call('LPUSH', KEYS[1], ARGV[1]) else redis.call('RPUSH', KEYS[1], ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('HSET', ARGV[4] .. me.ip, me.socketId, ARGV[1])
redis.call('PEXPIRE', ARGV[4] .. me.ip, ARGV[3])
return false
`

export class RedisWaitingList implements WaitingList {
  /** The exact JSON each local entry was stored as (LREM needs it). */
  private readonly stored = new WeakMap<QueueEntry, string>()

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly staleMs: number,
    private readonly now: () => number,
  ) {}

  private key(entry: QueueEntry): string {
    return `queue:${this.prefix}:${entry.game}:${entry.variant}`
  }

  /** The per-network hash's key is this and the address key. */
  private get networkPrefix(): string {
    return `queue:${this.prefix}:net:`
  }

  async pairOrAdd(entry: QueueEntry): Promise<QueueEntry | null> {
    const raw = JSON.stringify(entry)
    this.stored.set(entry, raw)
    const partner = (await this.redis.eval(
      PAIR_OR_ADD,
      1,
      this.key(entry),
      raw,
      String(this.now() - this.staleMs),
      String(this.staleMs * 2),
      this.networkPrefix,
    )) as string | null
    return partner ? (JSON.parse(partner) as QueueEntry) : null
  }

  async remove(entry: QueueEntry): Promise<boolean> {
    const raw = this.stored.get(entry) ?? JSON.stringify(entry)
    await this.redis.hdel(this.networkPrefix + entry.ip, entry.socketId)
    return (await this.redis.lrem(this.key(entry), 1, raw)) > 0
  }

  async sameNetwork(ip: string, playerId: string): Promise<QueueEntry[]> {
    const oldest = this.now() - this.staleMs
    const waiting = Object.values(await this.redis.hgetall(this.networkPrefix + ip))
    return waiting
      .map((raw) => JSON.parse(raw) as QueueEntry)
      .filter((e) => e.since >= oldest && e.player.id !== playerId)
  }
}
