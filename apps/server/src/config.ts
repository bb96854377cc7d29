// Environment, parsed once with zod. Tests build a Config directly with parseConfig({...}).
import { z } from 'zod'

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback)

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default('.data'),
  SESSION_SECRET: z.string().min(16).optional(),
  /**
   * HMAC key of the daily deals' seeds. Past days' seeds are published, so a short key could be
   * found offline from them, and with it every future daily: 16 characters at least.
   */
  DAILY_SECRET: z.string().min(16).optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COUNTDOWN_MS: int(3000),
  DEFAULT_TIME_LIMIT_SEC: int(15 * 60),
  /** REST requests per window, per token (or per IP without one). */
  RATE_LIMIT_MAX: int(600),
  RATE_LIMIT_WINDOW_MS: int(60_000),
  /** REST requests per window from one IP, whatever tokens it sends. */
  RATE_LIMIT_IP_MAX: int(1200),
  /** New guest sessions (POST /api/session) per IP per window. */
  SESSIONS_PER_IP: int(30),
  /** New races per window, per player and per IP. */
  RACES_PER_PLAYER: int(30),
  RACES_PER_IP: int(60),
  /**
   * New attempts at one game's daily per address (an IPv6 /64 is one: budgets/address-key.ts)
   * per UTC day, guests and accounts together: a household still plays, a drawer of throwaway
   * guests does not (docs/fair-play.md).
   */
  DAILY_ATTEMPTS_PER_ADDRESS: int(3),
  /**
   * The ranked queue takes a player only after this many finished races of any kind (friend,
   * bot, daily…) of at least 10 moves each: a fresh puppet account cannot queue at once
   * (docs/fair-play.md). Before it: RANKED_NOT_YET with how many are left.
   */
  RANKED_QUALIFYING_RACES: int(3),
  /**
   * A ranked race a racer resigns or leaves before this many moves, or this many seconds after
   * the start, is unrated for both ("too short to rate": races/fair-play.ts).
   */
  RATED_MIN_MOVES: int(10),
  RATED_MIN_SEC: int(30),
  /** Move budget: a bucket per socket, and the same budget per player across all its sockets. */
  MOVE_RATE_PER_SEC: int(30),
  MOVE_BURST: int(60),
  /** Socket events of any kind per second from one IP (all its sockets together). */
  SOCKET_EVENTS_PER_IP_PER_SEC: int(300),
  /** Open sockets per IP, and spectator sockets per IP in one race. */
  SOCKETS_PER_IP: int(64),
  SPECTATORS_PER_IP_PER_RACE: int(8),
  /**
   * A racer gone from a live race this long may be claimed against (race:claim); when every
   * racer is gone this long the race ends as it stands.
   */
  ABANDON_AFTER_MS: int(30_000),
  /** A friend invite whose creator has had no socket this long can no longer be joined. */
  INVITE_IDLE_MS: int(120_000),
  /** A challenge by name not answered within this long expires (docs/friends.md). */
  CHALLENGE_TTL_MS: int(60_000),
  /**
   * The server's own arenas (docs/arena.md): `hourly`, one arena per game on every full hour;
   * `off`, none (anyone with an account may still create one).
   */
  ARENA_SCHEDULE: z.enum(['hourly', 'off']).default('hourly'),
  /** Challenges one account may send a minute (refused ones count too): then 429. */
  CHALLENGES_PER_MINUTE: int(6),
  /** A waiting race that does not start within this time is closed (aborted). */
  WAITING_RACE_TTL_MS: int(30 * 60_000),
  /**
   * Behind a proxy (HAProxy, a load balancer): take the client's address from X-Forwarded-For,
   * so budgets per address see the real client. Never set it when clients reach the server
   * directly: they could then pick any address.
   */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Slow or stalled request bodies are cut off after this long. */
  REQUEST_TIMEOUT_MS: int(30_000),
  /** GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when set; else loopback only. */
  METRICS_TOKEN: z.string().min(16).optional(),
  BODY_LIMIT: int(16 * 1024),
  /** Solver par (docs/solvability.md): worker threads, and the node budget of one deal's search. */
  PAR_SOLVER_THREADS: int(1),
  // Unset: each game's own default in solveDeal, where its settled shares are measured
  // (docs/solvability.md): Saratoga 1,000,000 positions, the others 100,000. Where a win slipped
  // is searched at 100,000 a solve (par/par-pool.ts). Set, both use it (the tests' small budgets).
  PAR_NODE_BUDGET: z.coerce.number().int().positive().optional(),
  /**
   * Solves pause while the event loop is busier than this share of the time (par/solver-gate.ts):
   * live races first. 1 never pauses for load (a machine with cores to spare for par).
   */
  PAR_PAUSE_ABOVE_LOAD: z.coerce.number().min(0).max(1).default(0.25),
  /** Cluster mode (docs/scaling.md): set REDIS_URL to run as one node of many. */
  REDIS_URL: z.string().min(1).optional(),
  /** Cluster mode: this node's unique id, and how clients reach it (MOVED, /route). */
  NODE_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'NODE_ID is 1–40 of a-z, 0-9 and -')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  /** Cluster mode: a race whose owner has not beaten for this long is claimed by another node. */
  OWNER_LEASE_MS: int(6000),
  /**
   * Cluster mode: once a race is watched by this many (the count over every node), a spectator
   * who asks to join it on its owner is sent to another live node (MOVED), so the owner's own
   * fan-out stays small and its racers' moves do not wait behind it.
   */
  OWNER_SPECTATORS_MAX: int(100),
  /** "Race anyone": a server bot steps in after this long without an opponent. */
  QUEUE_BOT_AFTER_MS: int(20_000),
  /** Server bots' mean pause before a move (medium; easy is slower, hard faster). */
  BOT_MOVE_MS: int(1100),
})

export type Config = z.infer<typeof envSchema>

export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  return envSchema.parse(cleaned)
}
