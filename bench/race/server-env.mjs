// Settings the benchmarks give the server (apps/server/src/config.ts): no countdown, quiet
// logs, and rate limits far above any load one machine can make, so they never shape a result.
import { randomBytes } from 'node:crypto'

export function benchServerEnv() {
  return {
    SESSION_SECRET: randomBytes(24).toString('hex'),
    // Cluster nodes need one (the same on each); one process would make its own in DATA_DIR.
    DAILY_SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
    COUNTDOWN_MS: '0',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_WINDOW_MS: '60000',
    RATE_LIMIT_IP_MAX: '100000000',
    SESSIONS_PER_IP: '100000000',
    RACES_PER_IP: '100000000',
    RACES_PER_PLAYER: '100000000',
    MOVE_RATE_PER_SEC: '1000000',
    MOVE_BURST: '1000000',
    SOCKETS_PER_IP: '100000000',
    SOCKET_EVENTS_PER_IP_PER_SEC: '100000000',
    SPECTATORS_PER_IP_PER_RACE: '100000000',
  }
}
