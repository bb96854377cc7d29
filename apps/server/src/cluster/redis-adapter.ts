// Cluster mode: Socket.IO's sharded Redis adapter (Redis 7 sharded pub/sub), so a room emit on
// the owner of a race reaches the race's spectators on every node. It runs on ioredis, the one
// Redis client of the server (the adapter speaks SSUBSCRIBE/SPUBLISH through it since 8.3).
import { once } from 'node:events'
import { createShardedAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'

export interface RedisAdapter {
  adapter: ReturnType<typeof createShardedAdapter>
  close(): Promise<void>
}

/**
 * `channelPrefix` keeps clusters that share one Redis apart (each cluster has its own
 * database: its name is a natural prefix).
 */
export async function connectRedisAdapter(
  url: string,
  channelPrefix: string,
): Promise<RedisAdapter> {
  const pub = new Redis(url)
  const sub = pub.duplicate()
  // A dropped connection is retried by the client; unheard, its error event would crash us.
  pub.on('error', () => undefined)
  sub.on('error', () => undefined)
  await Promise.all([once(pub, 'ready'), once(sub, 'ready')])
  return {
    adapter: createShardedAdapter(pub, sub, { channelPrefix }),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()])
    },
  }
}
